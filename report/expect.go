package report

import (
	"fmt"
	"sort"

	"carokit/problem"
)

// Folders maps each Kattis-style submissions folder to the verdict it
// declares. The rule, as in Kattis problemtools: a solution in the folder
// of verdict V must get V on at least one test and nothing but OK or V on
// every test. So "accepted" means every test OK; "wrong_answer" means some
// WA and no TLE, crash or other failure; "time_limit_exceeded" means some
// TLE and no WA (a slow solution must still be right where it finishes);
// "run_time_error" means some RE and otherwise right answers.
var Folders = map[string]problem.Verdict{
	"accepted":            problem.OK,
	"wrong_answer":        problem.WA,
	"time_limit_exceeded": problem.TLE,
	"run_time_error":      problem.RE,
}

// Rejected is the folder of a solution that must fail somewhere, in any
// way (BAPCtools' and the 2025-09 format's rejected/): some test gets a
// verdict other than OK, and it compiles.
const Rejected = "rejected"

// FolderNames returns the keys of Folders and Rejected, sorted.
func FolderNames() []string {
	names := make([]string, 0, len(Folders)+1)
	for n := range Folders {
		names = append(names, n)
	}
	names = append(names, Rejected)
	sort.Strings(names)
	return names
}

// CheckExpectations sets s.ExpectedMet and s.Mismatches from what is
// declared (s.Expected per subtask, s.Declared by folder) and what
// happened (s.Subtasks, s.Tests). With nothing declared it is met.
// Per-subtask expectations compare the subtask's worst verdict with the
// expected one.
func (s *SolutionResult) CheckExpectations() {
	s.Mismatches = nil
	switch {
	case s.Expected != nil && len(s.Subtasks) == 0 && s.Samples.Total > 0: // a samples-only package
		s.Mismatches = append(s.Mismatches, s.samplesOnlyMismatches()...)
	case s.Expected != nil:
		s.Mismatches = append(s.Mismatches, s.subtaskMismatches()...)
		s.Mismatches = append(s.Mismatches, s.sampleMismatches()...)
	}
	if s.Declared != "" {
		s.Mismatches = append(s.Mismatches, s.folderMismatches()...)
	}
	s.ExpectedMet = len(s.Mismatches) == 0
}

func (s *SolutionResult) subtaskMismatches() []string {
	if len(s.Expected) != len(s.Subtasks) {
		return []string{fmt.Sprintf("expected verdicts for %d subtasks, the package has %d", len(s.Expected), len(s.Subtasks))}
	}
	var out []string
	for i, r := range s.Subtasks {
		if r.Verdict != s.Expected[i] && r.Verdict != NotRun {
			out = append(out, fmt.Sprintf("subtask %d: expected %s, got %s", r.Subtask, s.Expected[i], Cell(r)))
		}
	}
	return out
}

func (s *SolutionResult) folderMismatches() []string {
	if s.Declared == Rejected {
		return s.rejectedMismatches()
	}
	want, ok := Folders[s.Declared]
	if !ok {
		return []string{fmt.Sprintf("unknown submissions folder %q (want one of %v)", s.Declared, FolderNames())}
	}
	if s.CompileError != "" {
		return []string{fmt.Sprintf("%s: did not compile", s.Declared)}
	}
	allowed := "OK or " + string(want)
	if want == problem.OK {
		allowed = "only OK"
	}
	var out []string
	bad, first, found := 0, "", false
	for _, t := range s.Tests {
		if t.Skipped {
			continue
		}
		found = found || t.Verdict == want
		if t.Verdict != problem.OK && t.Verdict != want {
			if bad == 0 {
				first = fmt.Sprintf("%s on %s", t.Verdict, t.Name)
			}
			bad++
		}
	}
	switch {
	case bad == 1:
		out = append(out, fmt.Sprintf("%s: got %s, want %s", s.Declared, first, allowed))
	case bad > 1:
		out = append(out, fmt.Sprintf("%s: %d tests got other verdicts than %s (first: %s)", s.Declared, bad, allowed, first))
	}
	if want != problem.OK && !found {
		out = append(out, fmt.Sprintf("%s: no test got %s", s.Declared, want))
	}
	return out
}

// rejectedMismatches checks a solution of the Rejected folder: it
// compiles and fails some test.
func (s *SolutionResult) rejectedMismatches() []string {
	if s.CompileError != "" {
		return []string{Rejected + ": did not compile (a rejected solution must run and fail a test)"}
	}
	for _, t := range s.Tests {
		if !t.Skipped && t.Verdict != problem.OK {
			return nil
		}
	}
	return []string{Rejected + ": every test OK, want some test to fail"}
}
