package testpkg

import (
	"fmt"
	"sync/atomic"

	"carokit/problem"
)

// Strength is how strong a package is against the problem's mutants
// (problem.Spec.Mutants): for each mutant and subtask, the first test that
// kills it there, or none.
type Strength struct {
	Mutants []MutantStrength `json:"mutants"`
}

// MutantStrength is one mutant's row of the strength matrix.
type MutantStrength struct {
	Name     string          `json:"name"`
	Summary  string          `json:"summary"`
	Subtasks []MutantVerdict `json:"subtasks"` // in subtask table order
}

// MutantVerdict is one cell of the strength matrix.
type MutantVerdict struct {
	Subtask int `json:"subtask"`
	// MustDie says the problem declares the mutant must die here; it is
	// run only where it must.
	MustDie bool `json:"must_die"`
	// KilledBy is the name of the first test of the subtask (in plan
	// order) on which the mutant fails, "" when it survives every test
	// (or is not run: MustDie false).
	KilledBy string `json:"killed_by,omitempty"`
	Why      string `json:"why,omitempty"` // how it failed there
}

// Survivors returns, for the subtask at position i of the table, the
// mutants no test of it kills, split into those declared to die there
// (a certification failure, unless Options.AllowSurvivors) and those
// allowed to survive (not run).
func (s *Strength) Survivors(i int) (mustDie, allowed []string) {
	for _, m := range s.Mutants {
		if v := m.Subtasks[i]; v.KilledBy == "" {
			if v.MustDie {
				mustDie = append(mustDie, m.Name)
			} else {
				allowed = append(allowed, m.Name)
			}
		}
	}
	return mustDie, allowed
}

// killTable records, for every subtask and mutant, the smallest index
// (1-based, in plan order) of a test of that subtask that kills the
// mutant, 0 while none has. Tests are built in parallel; a test skips a
// mutant only when a test before it in its subtask has killed it, so the
// smallest killing index is always tried and found, whatever the order the
// workers run in: the report is the same for any --jobs.
type killTable struct {
	pos   map[int]int // subtask ID → position in the subtask table
	nMut  int
	first []atomic.Int32 // [pos*nMut + mutant]
}

func newKillTable(spec *problem.Spec, tests []*test) *killTable {
	kt := &killTable{pos: map[int]int{}, nMut: len(spec.Mutants)}
	for i, st := range spec.Subtasks {
		kt.pos[st.ID] = i
	}
	kt.first = make([]atomic.Int32, len(spec.Subtasks)*kt.nMut)
	for _, t := range tests {
		t.kills = kt
	}
	return kt
}

func (kt *killTable) cell(subtask, mutant int) *atomic.Int32 {
	return &kt.first[kt.pos[subtask]*kt.nMut+mutant]
}

// killedBefore reports whether a test of subtask before index has killed
// mutant.
func (kt *killTable) killedBefore(subtask, mutant, index int) bool {
	k := kt.cell(subtask, mutant).Load()
	return k != 0 && int(k) < index
}

// kill records that test index of subtask kills mutant, keeping the
// smallest index.
func (kt *killTable) kill(subtask, mutant, index int) {
	c := kt.cell(subtask, mutant)
	for {
		k := c.Load()
		if k != 0 && int(k) <= index {
			return
		}
		if c.CompareAndSwap(k, int32(index)) {
			return
		}
	}
}

// liveMutants lists the mutants t must run: those that must die in its
// subtask and that no earlier test of it has killed yet. It tells pc
// (liveMutantHinter) before the reference runs, so that a problem may
// fold the mutants into the replay its reference makes.
func (t *test) liveMutants(spec *problem.Spec, pc problem.Case) []int {
	if t.kills == nil || len(spec.Mutants) == 0 {
		return nil
	}
	pos := t.kills.pos[t.subtask]
	var live []int
	for j := range spec.Mutants {
		if spec.Mutants[j].ExpectedIn(pos+1) == problem.OK || t.kills.killedBefore(t.subtask, j, t.index) {
			continue
		}
		live = append(live, j)
	}
	if h, ok := pc.(liveMutantHinter); ok {
		names := make([]string, len(live))
		for i, j := range live {
			names[i] = spec.Mutants[j].Name
		}
		h.LiveMutants(names)
	}
	return live
}

// runMutants runs on the parsed case pc the live mutants (liveMutants),
// and records those that fail: a wrong answer (by the problem's checker)
// or an error. It runs while the test is in memory, after the reference
// has answered it. A mutant allowed to survive a subtask is not run
// there: the certification does not need it, and a build stays cheap.
func (t *test) runMutants(p problem.Problem, spec *problem.Spec, pc problem.Case, live []int) {
	for _, j := range live {
		why := ""
		out, _, err := spec.Mutants[j].Solve(pc)
		if err != nil {
			why = err.Error()
		} else if err := problem.CheckIn(p, t.subtask, t.input, t.answer, out); err != nil {
			why = err.Error()
		}
		if why == "" {
			continue
		}
		if t.mutantWhy == nil {
			t.mutantWhy = map[int]string{}
		}
		t.mutantWhy[j] = why
		t.kills.kill(t.subtask, j, t.index)
	}
}

// liveMutantHinter is a parsed case whose mutants share work (one replay
// for a family of them): told which mutants this test still has to run,
// it leaves the killed ones out of that work, so a replay may stop as
// soon as the live ones have all stopped. Each live mutant's answer must
// not depend on the hint.
type liveMutantHinter interface {
	LiveMutants(names []string)
}

// strengthOf assembles the strength matrix once every test is built, and
// lists the mutants that survive a subtask where the problem declares
// they must die, naming the mutant and the subtask (a subtask without
// tests is left out: certification names it first). Nil when the
// problem declares no mutants.
func strengthOf(spec *problem.Spec, tests []*test, kt *killTable) (*Strength, []string) {
	if len(spec.Mutants) == 0 {
		return nil, nil
	}
	byPlace := map[[2]int]*test{}
	for _, t := range tests {
		byPlace[[2]int{t.subtask, t.index}] = t
	}
	s := &Strength{}
	var survivors []string
	for j := range spec.Mutants {
		m := &spec.Mutants[j]
		row := MutantStrength{Name: m.Name, Summary: m.Summary}
		for i, st := range spec.Subtasks {
			v := MutantVerdict{Subtask: st.ID, MustDie: m.ExpectedIn(i+1) != problem.OK}
			if k := kt.cell(st.ID, j).Load(); k != 0 {
				t := byPlace[[2]int{st.ID, int(k)}]
				v.KilledBy, v.Why = t.meta.Name, t.mutantWhy[j]
			} else if v.MustDie && byPlace[[2]int{st.ID, 1}] != nil {
				survivors = append(survivors, fmt.Sprintf("subtask %d: no test kills the mutant %s (%s)", st.ID, m.Name, m.Summary))
			}
			row.Subtasks = append(row.Subtasks, v)
		}
		s.Mutants = append(s.Mutants, row)
	}
	return s, survivors
}
