package reliability

import (
	"regexp"
	"strings"
	"testing"
	"time"
)

// failureBlock is a stress report's first failure: its line, the shrunk
// test and both outputs, up to the blank line before the summary table
// (whose timings differ from run to run).
var failureBlock = regexp.MustCompile(`(?s)failure 1: .*?\n\n`)

// TestStressSameFirstFailureWhateverJobs stresses an external wrong
// solution (noanti.c, which forgets the ↙ direction) with one worker and
// with four, for three seeds: each seed finds the same first failing case,
// shrunk to the same test, whatever the number of workers. (The built-in
// targets are checked the same way in package stress, in-process.)
func TestStressSameFirstFailureWhateverJobs(t *testing.T) {
	bin := fixture(t, "noanti.c")
	for _, seed := range []string{"1", "2", "3"} {
		var want string
		for _, jobs := range []string{"1", "4"} {
			tmp := t.TempDir()
			o := run(t, tmp, time.Minute, "stress", "--target", bin, "--seed", seed, "--jobs", jobs,
				"--cases", "5000", "--shrink-time", "60s")
			checkNoFixtureLeft(t)
			checkEmpty(t, tmp)
			got := failureBlock.FindString(o.stdout)
			if o.code != 1 || got == "" {
				t.Fatalf("seed %s, %s jobs: want a failure, got %s; stdout %q", seed, jobs, o, clip(o.stdout))
			}
			// The known minimal counterexample of this bug: 9 moves on 5×5.
			if !strings.Contains(got, "shrunk to K=9 N=5:") {
				t.Errorf("seed %s, %s jobs: %q, want it shrunk to 9 moves on a 5×5 board", seed, jobs, got)
			}
			if want == "" {
				want = got
			} else if got != want {
				t.Errorf("seed %s: 1 job reports\n%s\n4 jobs report\n%s", seed, want, got)
			}
		}
	}
}
