package export

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carokit/problem"
)

// TestThemisFileNames: a problem judged by files names its Themis task
// after its input file, and an explicit task name still wins.
func TestThemisFileNames(t *testing.T) {
	pkgDir, _ := fakePackage(t, "caro", caroLike)
	files := problem.IO{Input: "joc7.in", Output: "joc7.out"}
	cases := []struct {
		name string
		opt  Options
		task string
		why  string
	}{
		{"from the input file", Options{Files: files}, "JOC7", "joc7.in → JOC7.INP, what an olympiad's contestants know"},
		{"task name wins", Options{Files: files, TaskName: "GAME"}, "GAME", "the setter's explicit name overrides"},
		{"standard streams", Options{}, "CARO", "no files: the problem's name, as before"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "themis")
			if err := Export(pkgDir, "themis", out, tc.opt); err != nil {
				t.Fatal(err)
			}
			for _, f := range []string{tc.task + ".INP", tc.task + ".OUT"} {
				if _, err := os.Stat(filepath.Join(out, tc.task, "Test01", f)); err != nil {
					t.Errorf("%s: %v", tc.why, err)
				}
			}
			readme, _ := os.ReadFile(filepath.Join(out, "README.txt"))
			if tc.opt.Files.Files() != strings.Contains(string(readme), "reads the file "+tc.opt.Files.Input) {
				t.Errorf("README says nothing of the files:\n%s", readme)
			}
		})
	}
}
