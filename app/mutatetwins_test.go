package app

import (
	"os"
	"path/filepath"
	"testing"

	"carokit/runner"
	"carokit/testpkg"
)

// TestProgramKey: two mutants are searched once when their programs
// are the same bytes (the compiler made one program of two edits), and
// apart when the executable or a file it runs (a Python mutant's
// source) differs.
func TestProgramKey(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	a, b, c := write("a", "binary 1"), write("b", "binary 1"), write("c", "binary 2")
	pa, pb := write("a.py", "print(1)"), write("b.py", "print(2)")
	for _, tc := range []struct {
		name string
		x, y runner.Program
		same bool
	}{
		{"same executable bytes under two names", runner.Program{Path: a}, runner.Program{Path: b}, true},
		{"executables that differ", runner.Program{Path: a}, runner.Program{Path: c}, false},
		{"one interpreter, sources that differ", runner.Program{Path: a, Args: []string{pa}}, runner.Program{Path: a, Args: []string{pb}}, false},
		{"one interpreter, the same source", runner.Program{Path: a, Args: []string{pa}}, runner.Program{Path: b, Args: []string{pa}}, true},
	} {
		kx, ky := programKey(tc.x), programKey(tc.y)
		if kx == "" || ky == "" || (kx == ky) != tc.same {
			t.Errorf("%s: keys %q and %q, want same %v", tc.name, kx, ky, tc.same)
		}
	}
	if k := programKey(runner.Program{Path: filepath.Join(dir, "missing")}); k != "" {
		t.Errorf("a missing executable has key %q, want none (never a twin)", k)
	}
}

// TestCopySearch: a twin's search outcome is copied where the twin was
// searched (its gap with it), never where the twin died (then the cell
// is searched on its own).
func TestCopySearch(t *testing.T) {
	gap := testpkg.MutationGap{Subtask: 2, FitsIn: 2, Input: "1\n5\n"}
	twin := &testpkg.MutantOutcome{ID: "twin", Subtasks: []testpkg.MutantCell{
		{Subtask: 1, Outcome: testpkg.MutantKilled, KilledBy: "01-sample"},
		{Subtask: 2, Outcome: testpkg.MutantGap},
		{Subtask: 3, Outcome: testpkg.MutantLikelyEquivalent, Searched: 17},
	}, Gaps: []testpkg.MutationGap{gap}}
	o := &testpkg.MutantOutcome{ID: "o", Subtasks: []testpkg.MutantCell{{Subtask: 1}, {Subtask: 2}, {Subtask: 3}}}
	r := &mutationRun{}
	for pos, want := range []bool{false, true, true} {
		if got := r.copySearch(o, pos, twin); got != want {
			t.Errorf("subtask %d: copied %v, want %v", pos+1, got, want)
		}
	}
	if o.Subtasks[0].Outcome != "" || o.Subtasks[1].Outcome != testpkg.MutantGap || o.Subtasks[2].Searched != 17 {
		t.Errorf("cells %+v", o.Subtasks)
	}
	if len(o.Gaps) != 1 || o.Gaps[0].Input != gap.Input {
		t.Errorf("gaps %+v, want the twin's gap of subtask 2", o.Gaps)
	}
}
