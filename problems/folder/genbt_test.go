package folder

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"carokit/internal/filetree"
	"carokit/testpkg"
)

// btHashes reads testdata/bt-generated/NAME.sha256: the SHA-256 of every
// file `bt generate` wrote under data/ for the fixture NAME (sha256sum's
// format). To make it again after changing the fixture:
//
//	cp -r testdata/NAME /tmp/NAME && cd /tmp/NAME && bt generate &&
//	find data -type f | sort | xargs sha256sum > .../bt-generated/NAME.sha256
func btHashes(t *testing.T, name string) map[string]string {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "bt-generated", name+".sha256"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		sum, path, ok := strings.Cut(sc.Text(), "  ")
		if !ok {
			t.Fatalf("bad line %q", sc.Text())
		}
		out[path] = sum
	}
	return out
}

// numbered is the "NN-" carokit puts before a plan test's label.
var numbered = regexp.MustCompile(`^[0-9]+-`)

// TestPackageMatchesBAPCtools: the package carokit builds from a
// fixture's generators.yaml holds, for every secret test, the input bt
// generate wrote, and the answer too where bt's came from the
// generator or from the test's own solution: (the reference makes the
// others, the same bytes here), and a rebuild with one job is the same
// package. gens2 has generators writing testcase.in and .ans, retries:,
// quoted arguments, {{constants}}, a generators: entry and a solution:;
// maxsum is gens' sibling with generated groups.
func TestPackageMatchesBAPCtools(t *testing.T) {
	needTools(t)
	needFullRun(t)
	for _, name := range []string{"gens2", "maxsum"} {
		t.Run(name, func(t *testing.T) {
			want := btHashes(t, name)
			out := filepath.Join(t.TempDir(), "pkg")
			m, err := testpkg.Build(context.Background(), testpkg.Options{Problem: open(t, name), Out: out, Jobs: 2})
			if err != nil {
				t.Fatal(err)
			}
			seen := 0
			for _, e := range m.Tests {
				if e.Subtask == 0 {
					continue
				}
				base := "data/" + open(t, name).GroupPath(e.Subtask) + "/" + numbered.ReplaceAllString(e.Name, "")
				for file, ext := range map[string]string{e.Input: ".in", e.Answer: ".ans"} {
					sum, ok := want[base+ext]
					if !ok {
						t.Errorf("%s: bt generate wrote no %s%s", e.Name, base, ext)
						continue
					}
					if got := fileSum(t, filepath.Join(out, file)); got != sum {
						t.Errorf("%s: %s differs from bt's %s%s", e.Name, file, base, ext)
					}
					seen++
				}
			}
			if seen == 0 {
				t.Fatal("no secret test compared")
			}
			if name != "gens2" {
				return // maxsum's rebuild is app's TestFolderPackageDeterministic
			}
			// One job, another order: the same package (generators that
			// write files, retries and solutions included).
			again := filepath.Join(t.TempDir(), "again")
			if _, err := testpkg.Build(context.Background(), testpkg.Options{Problem: open(t, name), Out: again, Jobs: 1}); err != nil {
				t.Fatal(err)
			}
			a, errA := filetree.Read(out)
			b, errB := filetree.Read(again)
			if errA != nil || errB != nil {
				t.Fatal(errA, errB)
			}
			if diff := filetree.Diff(a, b); len(diff) > 0 {
				t.Errorf("--jobs 2 and --jobs 1 packages differ in %v", diff)
			}
		})
	}
}

func fileSum(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}
