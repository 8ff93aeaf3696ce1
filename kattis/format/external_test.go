package format

import (
	"os"
	"path/filepath"
	"testing"
)

// TestExternalProblems reads every problem folder under the folders
// listed in $KATTIS_PROBLEMS (colon-separated: BAPCtools' test/problems,
// problemtools' examples, fetched by hand; their files are not
// committed): each must be read without an error. Skipped when unset.
func TestExternalProblems(t *testing.T) {
	roots := filepath.SplitList(os.Getenv("KATTIS_PROBLEMS"))
	if len(roots) == 0 {
		t.Skip("KATTIS_PROBLEMS is not set: point it at BAPCtools' test/problems and problemtools' examples to read them")
	}
	for _, root := range roots {
		dirs, _ := filepath.Glob(filepath.Join(root, "*", "problem.yaml"))
		for _, y := range dirs {
			dir := filepath.Dir(y)
			t.Run(filepath.Base(root)+"/"+filepath.Base(dir), func(t *testing.T) {
				p, err := ReadProblem(dir)
				if err != nil {
					t.Fatal(err)
				}
				d, err := ReadData(p)
				if err != nil {
					t.Fatal(err)
				}
				subs, err := ReadSubmissions(p)
				if err != nil {
					t.Fatal(err)
				}
				t.Logf("%s %s: %d sample, %d secret groups, %d invalid, %d submissions; warnings %q %q",
					p.Version, p.Type, len(d.Sample.Tests), len(d.Secret.Groups), len(d.InvalidInputs), len(subs), p.Warnings, d.Warnings)
				for _, s := range subs {
					if len(s.Warnings) > 0 {
						t.Logf("  %s: %q", s.Path, s.Warnings)
					}
				}
			})
		}
	}
}
