package app

import (
	"fmt"
	"strings"

	"github.com/olekukonko/tablewriter"

	"carokit/testpkg"
)

// printStrength says, per subtask, which of the problem's mutants no test
// kills (certification has already refused a package where one survives
// a subtask it must die in, so those left are allowed to survive), and
// with full the whole matrix: the first test that kills each mutant in
// each subtask.
func printStrength(env Env, m *testpkg.Manifest, full bool) error {
	s := m.Strength
	if s == nil {
		if full {
			fmt.Fprintf(env.Stdout, "problem %s declares no mutants: no strength to show\n", m.Problem)
		}
		return nil
	}
	if full {
		t := tablewriter.NewTable(env.Stdout)
		header := []any{"mutant"}
		for _, st := range m.Subtasks {
			header = append(header, fmt.Sprintf("subtask %d", st.ID))
		}
		t.Header(header...)
		for _, row := range s.Mutants {
			cells := []any{row.Name}
			for _, v := range row.Subtasks {
				cells = append(cells, strengthCell(v))
			}
			if err := t.Append(cells...); err != nil {
				return err
			}
		}
		if err := t.Render(); err != nil {
			return err
		}
	}
	var parts []string
	for i, st := range m.Subtasks {
		must, allowed := s.Survivors(i)
		part := fmt.Sprintf("subtask %d all killed", st.ID)
		switch {
		case m.Draft && len(m.TestsOf(st.ID)) == 0:
			part = fmt.Sprintf("subtask %d has no tests", st.ID) // a draft's
		case len(allowed)+len(must) > 0:
			var alive []string
			if len(must) > 0 {
				alive = append(alive, strings.Join(must, ", ")+" SURVIVE")
			}
			if len(allowed) > 0 {
				alive = append(alive, strings.Join(allowed, ", ")+" may survive")
			}
			part = fmt.Sprintf("subtask %d all but %s", st.ID, strings.Join(alive, "; "))
		}
		parts = append(parts, part)
	}
	_, err := fmt.Fprintf(env.Stdout, "strength: %d mutants; %s\n", len(s.Mutants), strings.Join(parts, "; "))
	return err
}

// strengthCell is one cell of the matrix: the killing test, or why the
// mutant is alive.
func strengthCell(v testpkg.MutantVerdict) string {
	switch {
	case v.KilledBy != "":
		return v.KilledBy
	case v.MustDie:
		return "SURVIVES"
	}
	return "- (may survive)"
}
