package testpkg

import (
	"fmt"
	"strings"

	"carokit/problem"
)

// CertificationError is a build that certification refused: every
// reason, one line each, the most basic first (a subtask without tests,
// then the built-ins and mutants no test catches).
type CertificationError struct {
	Problems []string
	// Err is the error of the further step (Options.Certify) whose
	// failure this is, nil for the build's own requirements.
	Err error
}

// Unwrap is the further step's error, so that errors.Is and errors.As
// see through the certification.
func (e *CertificationError) Unwrap() error { return e.Err }

// Error is the reasons on one line: the first, then how many more and
// which.
func (e *CertificationError) Error() string {
	msg := "certification failed: " + e.Problems[0]
	if len(e.Problems) > 1 {
		msg += fmt.Sprintf(" (and %d more: %s)", len(e.Problems)-1, strings.Join(e.Problems[1:], "; "))
	}
	return msg
}

// Lines is the error as the command line prints it: the first reason
// after "certification failed: ", each other one on a line of its own,
// then how many and what to do while tests are still being written.
func (e *CertificationError) Lines() []string {
	flat := func(p string) string { return strings.ReplaceAll(strings.TrimSpace(p), "\n", "; ") }
	lines := []string{"certification failed: " + flat(e.Problems[0])}
	for _, p := range e.Problems[1:] {
		lines = append(lines, "  "+flat(p))
	}
	hint := "package --draft builds the package anyway, marked not certified"
	if len(e.Problems) > 1 {
		hint = fmt.Sprintf("(%d problems, the most basic first; %s)", len(e.Problems), hint)
	}
	return append(lines, hint)
}

// certification checks the built tests as a whole: the subtasks that
// have no test, the built-ins (certify) and the mutants (strengthOf) no
// test catches. It returns the strength matrix and, for a draft (or with
// AllowSurvivors, for the mutants), the unmet requirements, each also
// warned about on opt.Warnings; otherwise any unmet requirement is a
// CertificationError.
func certification(opt Options, spec *problem.Spec, tests []*test, kt *killTable) (*Strength, []string, error) {
	var unmet []string
	for _, st := range spec.Subtasks {
		if !hasTests(tests, st.ID) {
			unmet = append(unmet, fmt.Sprintf("subtask %d has no tests", st.ID))
		}
	}
	unmet = append(unmet, certify(spec, tests)...)
	strength, survivors := strengthOf(spec, tests, kt)
	if opt.AllowSurvivors {
		for _, sv := range survivors {
			warnf(opt.Warnings, "weak package: %s", sv)
		}
		survivors = nil
	}
	unmet = append(unmet, survivors...)
	if len(unmet) == 0 {
		return strength, nil, nil
	}
	if !opt.Draft {
		return nil, nil, &CertificationError{Problems: unmet}
	}
	for _, u := range unmet {
		warnf(opt.Warnings, "draft, not certified: %s", u)
	}
	return strength, unmet, nil
}

func hasTests(tests []*test, subtask int) bool {
	for _, t := range tests {
		if t.subtask == subtask {
			return true
		}
	}
	return false
}

// markDraft records in m whether it is certified: a build with
// Options.Draft whose certification would have failed is a draft, and
// unmet says why; any other build is certified.
func (m *Manifest) markDraft(draft bool, unmet []string) {
	m.Draft = draft && len(unmet) > 0
	m.Certified = !m.Draft
	m.Uncertified = nil
	if m.Draft {
		m.Uncertified = unmet
	}
}
