package export

import (
	"fmt"

	"carokit/testpkg"
)

// samplesOnlyRefused says, per format, why a samples-only package (a
// folder with samples and no secret test, package --draft) cannot be
// exported to it: the format needs a test that is not a sample. The
// other formats mark a sample as such (CMS's public_testcases,
// Polygon's sample="true") and take the samples alone.
var samplesOnlyRefused = map[string]string{
	// The Kattis spec: "The secret directory must exist, and contain
	// either some test cases, or some test data groups"; problemtools'
	// verifyproblem errs "data/secret exists, but does not contain any
	// testcases".
	"kattis": "the Kattis format needs at least one test in data/secret",
	// init.yml has no samples: a sample is a case worth 0 points, so
	// the problem would be worth nothing.
	"dmoj": "DMOJ has no samples (a sample is a case worth 0 points), so it needs at least one test worth points",
	// Themis has no samples either: every test folder is scored.
	"themis": "Themis has no samples (a sample is a test worth 0 points), so it needs at least one test worth points",
}

// samplesOnly is the manifest a format exports: m itself, or, for a
// samples-only package, m without the one subtask that repeats its
// samples (carokit's plan is made of subtasks), so that a sample is
// exported as a sample only; an error for a format that needs other
// tests.
func samplesOnly(format string, m *testpkg.Manifest) (*testpkg.Manifest, error) {
	if !m.SamplesOnly {
		return m, nil
	}
	if why, ok := samplesOnlyRefused[format]; ok {
		return nil, fmt.Errorf("the package has samples only and %s; add data/secret/*.in (or secret tests to generators.yaml) and package again", why)
	}
	c := *m
	c.Tests, c.Subtasks = nil, nil
	return &c, nil
}
