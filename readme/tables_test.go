package readme

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carokit/problem"
	"carokit/problems"
)

// fullTables are the pages that show a problem's whole judge table (every
// built-in), the problem it is, and why the page shows it.
var fullTables = []struct{ page, problem, why string }{
	{"problems/caro/README.md", "caro", "the default package's table"},
	{"problems/havannah/README.md", "havannah", "every built-in, pasted"},
	{"problems/joc7/README.md", "joc7", "the judge of the default package"},
}

// TestPageTablesMatchDeclarations: every verdict table of a problem's
// pages agrees, verdict word by verdict word, with the one declaration of
// the built-ins' expected verdicts (Spec.Solutions), and the pages of
// fullTables show a row for every built-in, so that a page cannot show a
// table the problem no longer declares. The counts and times are what a
// run measured; the subtask columns are found by their header
// ("subtask N (…)"), after the samples column. It runs no command.
func TestPageTablesMatchDeclarations(t *testing.T) {
	repo, err := filepath.Abs("..")
	must(t, err)
	for _, name := range problems.Names() {
		p, err := problems.Lookup(name)
		must(t, err)
		spec := p.Spec()
		page := "problems/" + name + "/README.md"
		text, err := os.ReadFile(filepath.Join(repo, page))
		must(t, err)
		checkTables(t, page, string(text), spec, false)
	}
	// The README's tour judges four of Caro's built-ins: its rows are held
	// to the declarations, not required whole.
	text, err := os.ReadFile(filepath.Join(repo, "README.md"))
	must(t, err)
	caro, err := problems.Lookup("caro")
	must(t, err)
	checkTables(t, "README.md", string(text), caro.Spec(), false)
	for _, f := range fullTables {
		p, err := problems.Lookup(f.problem)
		must(t, err)
		text, err := os.ReadFile(filepath.Join(repo, f.page))
		must(t, err)
		checkTables(t, f.page+" ("+f.why+")", string(text), p.Spec(), true)
	}
}

// checkTables holds the page's table rows of spec's built-ins to their
// declared verdicts; all says every built-in must have a row.
func checkTables(t *testing.T, page, text string, spec *problem.Spec, all bool) {
	t.Helper()
	rows := tableRows(text, spec)
	for _, s := range spec.Solutions {
		got, ok := rows[s.Name]
		if !ok {
			if all {
				t.Errorf("%s: no table row for %s", page, s.Name)
			}
			continue
		}
		for i, v := range s.Expected {
			if got[i] != string(v) {
				t.Errorf("%s: %s in subtask %d shows %s, declared %s", page, s.Name, i+1, got[i], v)
			}
		}
	}
}

// tableRows reads the verdict words of each built-in's row, from the
// first table of the page with a header that has a row for it.
func tableRows(text string, spec *problem.Spec) map[string][]string {
	rows := map[string][]string{}
	var columns []int // of the subtasks, in the last header row seen
	for _, line := range strings.Split(text, "\n") {
		if !strings.HasPrefix(line, "│") {
			if !strings.HasPrefix(line, "├") && !strings.HasPrefix(line, "┌") {
				columns = nil // a table ends; "..." drops its header too
			}
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
		if _, seen := rows[name]; seen || len(columns) != len(spec.Subtasks) {
			continue
		}
		for _, i := range columns {
			word, _, _ := strings.Cut(cells[i], " ")
			rows[name] = append(rows[name], strings.TrimSuffix(word, "*"))
		}
	}
	return rows
}
