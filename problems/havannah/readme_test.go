package havannah

import (
	"os"
	"strings"
	"testing"
)

// TestReadmeTableMatchesDeclarations: the full judge table of Havannah's
// page (README.md here) agrees, verdict word by verdict word, with the one
// declaration of expected verdicts (expected, in havannah.go). The subtask
// columns are found by their header ("subtask N (…)"): the samples column
// comes before them.
func TestReadmeTableMatchesDeclarations(t *testing.T) {
	text, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string][]string{}
	var columns []int // of the subtasks, in the last header row seen
	for _, line := range strings.Split(string(text), "\n") {
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
		if _, seen := rows[name]; seen || len(columns) != len(Subtasks) {
			continue
		}
		for _, i := range columns {
			word, _, _ := strings.Cut(cells[i], " ")
			rows[name] = append(rows[name], word)
		}
	}
	for name, want := range expected {
		got, ok := rows[name]
		if !ok {
			t.Errorf("README.md's Havannah table has no row for %s", name)
			continue
		}
		for i, v := range want {
			if got[i] != string(v) {
				t.Errorf("README.md: %s in subtask %d shows %s, declared %s", name, i+1, got[i], v)
			}
		}
	}
}
