package caro

import (
	"os"
	"strings"
	"testing"
)

// TestReadmeTableMatchesDeclarations: the verdict tables that the
// repository's README (its tour) and Caro's own page show must agree,
// cell by cell, with the one declaration of the built-ins' expected
// verdicts (expected, in caro.go), so that they cannot drift apart. Only
// the verdict word of each subtask cell is compared (OK, TLE, WA); the
// counts and times are what a run measured. The subtask columns are found
// by their header ("subtask N (…)"): the samples column comes before them.
func TestReadmeTableMatchesDeclarations(t *testing.T) {
	for _, page := range []string{"../../README.md", "README.md"} {
		text, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		rows := tableRows(string(text))
		for name, want := range expected {
			got, ok := rows[name]
			if !ok {
				t.Errorf("%s: the verdict table has no row for %s", page, name)
				continue
			}
			for i, v := range want {
				if got[i] != string(v) {
					t.Errorf("%s: %s in subtask %d shows %s, declared %s", page, name, i+1, got[i], v)
				}
			}
		}
	}
}

// tableRows reads the verdict words of each built-in's row, from the
// first table of the page that has a row for it.
func tableRows(text string) map[string][]string {
	rows := map[string][]string{}
	var columns []int // of the subtasks, in the last header row seen
	for _, line := range strings.Split(text, "\n") {
		if !strings.HasPrefix(line, "│") {
			continue
		}
		cells := strings.Split(strings.Trim(line, "│"), "│")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		if cells[0] == "solution" {
			columns = nil
			for i, c := range cells {
				if strings.HasPrefix(c, "subtask ") {
					columns = append(columns, i)
				}
			}
			continue
		}
		name, _, _ := strings.Cut(cells[0], " ")
		if _, ok := expected[name]; !ok || len(columns) != len(Subtasks) {
			continue
		}
		var verdicts []string
		for _, i := range columns {
			word, _, _ := strings.Cut(cells[i], " ")
			verdicts = append(verdicts, word)
		}
		if _, seen := rows[name]; !seen {
			rows[name] = verdicts
		}
	}
	return rows
}
