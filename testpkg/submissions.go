package testpkg

import (
	"errors"
	"fmt"
	"strings"

	"carokit/problem"
)

// SubmissionResult is what one of the setter's own solutions declares and
// what it did on each test of a package.
type SubmissionResult struct {
	Name string // as the setter's folder names it, e.g. "wrong_answer/border.cpp"
	// Expected is its declared verdict per subtask, in the order of the
	// manifest's subtasks (submissions.yaml); nil when only its folder
	// declares it (Folder).
	Expected []problem.Verdict
	// Folder is the verdict its Kattis folder declares (accepted: OK,
	// wrong_answer: WA, …; "" for rejected/: some failure), used when
	// Expected is nil.
	Folder problem.Verdict
	// Verdicts holds its verdict on each test, by the test's input path
	// (TestEntry.Input).
	Verdicts map[string]problem.Verdict
	// NotRun says why it did not run at all (it does not compile, …).
	NotRun string
}

// CertifySubmissions checks a package against the setter's own
// solutions: each one declared OK in a subtask passes every test of it;
// each one declared to fail a subtask (WA, TLE, RE, …) fails at least one
// of its tests, so the package holds a test that kills it there. A
// solution declared by its folder alone must pass everything (accepted)
// or fail at least one test of the package (the Kattis rule). The error
// names each solution and the subtask that lacks a killing test.
func CertifySubmissions(m *Manifest, results []SubmissionResult) error {
	var problems []string
	for _, r := range results {
		if r.NotRun != "" {
			problems = append(problems, fmt.Sprintf("%s did not run: %s", r.Name, r.NotRun))
			continue
		}
		if r.Expected == nil {
			problems = append(problems, folderProblems(m, r)...)
			continue
		}
		for i, st := range m.Subtasks {
			if i >= len(r.Expected) {
				break
			}
			problems = append(problems, subtaskProblem(m, r, st.ID, r.Expected[i])...)
		}
	}
	if len(problems) == 0 {
		return nil
	}
	return errors.New(strings.Join(problems, "; "))
}

// subtaskProblem checks r against what it declares in one subtask.
func subtaskProblem(m *Manifest, r SubmissionResult, id int, want problem.Verdict) []string {
	failed := ""
	for _, t := range m.TestsOf(id) {
		if v := r.Verdicts[t.Input]; v != problem.OK {
			if want == problem.OK {
				return []string{fmt.Sprintf("%s is declared OK in subtask %d but gets %s on test %s", r.Name, id, v, t.Name)}
			}
			failed = t.Name
		}
	}
	if want != problem.OK && failed == "" {
		return []string{fmt.Sprintf("%s is declared %s in subtask %d but no test of subtask %d kills it (add one that does)", r.Name, want, id, id)}
	}
	return nil
}

// folderProblems checks r against its folder's declaration alone.
func folderProblems(m *Manifest, r SubmissionResult) []string {
	for _, t := range m.Tests {
		v := r.Verdicts[t.Input]
		if r.Folder == problem.OK && v != problem.OK {
			return []string{fmt.Sprintf("%s is in accepted/ but gets %s on test %s (subtask %d)", r.Name, v, t.Name, t.Subtask)}
		}
		if r.Folder != problem.OK && v != problem.OK {
			return nil
		}
	}
	if r.Folder == problem.OK {
		return nil
	}
	declared := string(r.Folder)
	if declared == "" {
		declared = "rejected"
	}
	return []string{fmt.Sprintf("%s is declared %s by its folder but no test of any subtask kills it (add one that does)", r.Name, declared)}
}
