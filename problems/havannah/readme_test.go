package havannah

import (
	"os"
	"strings"
	"testing"
)

// TestReadmeTableMatchesDeclarations: the judge table in the README's
// Havannah section agrees, verdict word by verdict word, with the one
// declaration of expected verdicts (expected, in havannah.go).
func TestReadmeTableMatchesDeclarations(t *testing.T) {
	text, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(text), "## The third problem: havannah")
	if !ok {
		t.Fatal("README.md has no Havannah section")
	}
	section, _, _ = strings.Cut(section, "\n## ")
	rows := map[string][]string{}
	for _, line := range strings.Split(section, "\n") {
		cells := strings.Split(strings.Trim(line, "│"), "│")
		if !strings.HasPrefix(line, "│") || len(cells) < 1+len(Subtasks) {
			continue
		}
		name, _, _ := strings.Cut(strings.TrimSpace(cells[0]), " ")
		for _, c := range cells[1 : 1+len(Subtasks)] {
			word, _, _ := strings.Cut(strings.TrimSpace(c), " ")
			rows[name] = append(rows[name], word)
		}
	}
	for name, want := range expected {
		got, ok := rows[name]
		if !ok {
			t.Errorf("the README's Havannah table has no row for %s", name)
			continue
		}
		for i, v := range want {
			if got[i] != string(v) {
				t.Errorf("README: %s in subtask %d shows %s, declared %s", name, i+1, got[i], v)
			}
		}
	}
}
