package caro

import (
	"os"
	"strings"
	"testing"
)

// TestReadmeTableMatchesDeclarations: the verdict table the README shows
// for `make demo` must agree, cell by cell, with the one declaration of
// the built-ins' expected verdicts (expected, in caro.go), so that the two
// cannot drift apart. Only the verdict word of each subtask cell is
// compared (OK, TLE, WA); the counts and times are what a run measured.
func TestReadmeTableMatchesDeclarations(t *testing.T) {
	text, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string][]string{}
	for _, line := range strings.Split(string(text), "\n") {
		if !strings.HasPrefix(line, "│") {
			continue
		}
		cells := strings.Split(strings.Trim(line, "│"), "│")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		name, _, _ := strings.Cut(cells[0], " ")
		if _, ok := expected[name]; !ok || len(cells) < 1+len(Subtasks) {
			continue
		}
		var verdicts []string
		for _, c := range cells[1 : 1+len(Subtasks)] {
			word, _, _ := strings.Cut(c, " ")
			verdicts = append(verdicts, word)
		}
		if _, seen := rows[name]; !seen {
			rows[name] = verdicts // the demo table comes first; later tables are other problems'
		}
	}
	for name, want := range expected {
		got, ok := rows[name]
		if !ok {
			t.Errorf("README's verdict table has no row for %s", name)
			continue
		}
		for i, v := range want {
			if got[i] != string(v) {
				t.Errorf("README: %s in subtask %d shows %s, declared %s", name, i+1, got[i], v)
			}
		}
	}
}
