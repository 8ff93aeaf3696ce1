package report

import (
	"bytes"
	"strings"
	"testing"
)

// TestWriteTable: the boxed table when it fits, one block per row when
// it does not, values wrapped at spaces within the width.
func TestWriteTable(t *testing.T) {
	header := []string{"solution", "subtask 1", "notes"}
	rows := [][]string{{"fast", "OK 10/10", "counts around the new stone in four directions"}}
	cases := []struct {
		name  string
		width int
		want  string // a part of the output
		box   bool   // the boxed table
	}{
		{"no limit", 0, "│ fast", true},                            // a writer in memory: the table as always
		{"wide enough", 200, "│ fast", true},                       // a wide terminal: the table
		{"too narrow", 40, "fast\n  subtask 1  OK 10/10\n", false}, // blocks instead of a table
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := WriteTable(&b, header, rows, c.width); err != nil {
				t.Fatal(err)
			}
			out := b.String()
			if !strings.Contains(out, c.want) || strings.Contains(out, "┌") != c.box {
				t.Fatalf("width %d:\n%s", c.width, out)
			}
			if c.width > 0 && widest(out) > c.width {
				t.Errorf("width %d: a line of %d columns:\n%s", c.width, widest(out), out)
			}
		})
	}
}

// TestNarrowBlockTitles: a folded block is titled by its first cell, with
// the column's name when the cell is a bare number.
func TestNarrowBlockTitles(t *testing.T) {
	cases := []struct {
		name, column, first, want string
		why                       string
	}{
		{"number", "subtask", "2", "subtask 2\n  weight", "the package summary's blocks: \"subtask 2\", not \"2\""},
		{"name", "solution", "fast", "fast\n  weight", "a name stands alone"},
		{"number in a name", "solution", "sub2", "sub2\n  weight", "only a bare number takes the column's name"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := WriteNarrow(&b, []string{c.column, "weight"}, [][]string{{c.first, "30"}}, 40); err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(b.String(), c.want) {
				t.Errorf("got %q, want it to start %q (%s)", b.String(), c.want, c.why)
			}
		})
	}
}
