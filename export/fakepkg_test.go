package export

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"carokit/problem"
	"carokit/testpkg"
)

// fakeSub describes one subtask of a fake package.
type fakeSub struct {
	weight float64
	tests  int
}

// caroLike has Caro's weights with small test counts that make the
// per-test shares fractional (7.5, 10, 13.33…).
var caroLike = []fakeSub{{30, 4}, {30, 3}, {40, 3}}

// duiyiLike is a one-subtask problem, as the second problem is.
var duiyiLike = []fakeSub{{100, 2}}

// fakePackage writes a package folder the way testpkg lays one out:
// manifest.json, data/sample/01-sample.in|.ans, and
// data/secret/subtaskN/NN-kind.in|.ans, the sample also being test 01 of
// subtask 1. Every file's content is unique, so a test that lands in the
// wrong place is caught.
func fakePackage(t *testing.T, problemName string, subs []fakeSub) (string, *testpkg.Manifest) {
	t.Helper()
	dir := t.TempDir()
	m := &testpkg.Manifest{
		Problem:       problemName,
		Title:         "Fake " + problemName,
		Seed:          1,
		TimeLimitMS:   1500,
		MemoryLimitMB: 256,
	}
	put := func(rel string, data []byte) string {
		path := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(data)
		return hex.EncodeToString(sum[:])
	}
	sampleIn, sampleAns := []byte("7 2\n1 1\n2 2\n"), []byte("0\n")
	sample := testpkg.TestEntry{Name: "01-sample", Kind: "sample", Input: "data/sample/01-sample.in", Answer: "data/sample/01-sample.ans", AnswerText: "0"}
	sample.InputSHA256 = put(sample.Input, sampleIn)
	sample.AnswerSHA256 = put(sample.Answer, sampleAns)
	m.Samples = append(m.Samples, sample)
	for i, s := range subs {
		id := i + 1
		group := fmt.Sprintf("subtask%d", id)
		m.Subtasks = append(m.Subtasks, testpkg.SubtaskEntry{ID: id, Group: group, Weight: s.weight, Note: fmt.Sprintf("N ≤ %d", 10*id)})
		for k := 1; k <= s.tests; k++ {
			e := testpkg.TestEntry{Subtask: id, Kind: "random"}
			in, ans := []byte(fmt.Sprintf("%d %d\n%d %d\n", 10*id, k, id, k)), []byte(fmt.Sprintf("%d\n", 100*id+k))
			e.Name = fmt.Sprintf("%02d-random", k)
			if id == 1 && k == 1 {
				e.Name, e.Kind = sample.Name, "sample"
				in, ans = sampleIn, sampleAns
			}
			base := "data/secret/" + group + "/" + e.Name
			e.Input, e.Answer = base+".in", base+".ans"
			e.AnswerText = string(ans[:len(ans)-1])
			e.InputSHA256, e.AnswerSHA256 = put(e.Input, in), put(e.Answer, ans)
			m.Tests = append(m.Tests, e)
		}
	}
	if err := testpkg.Seal(dir, m); err != nil {
		t.Fatal(err)
	}
	writeManifest(t, dir, m)
	return dir, m
}

func writeManifest(t *testing.T, dir string, m *testpkg.Manifest) {
	t.Helper()
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, testpkg.ManifestFile), data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// readPkgFile returns a file of the fake package.
func readPkgFile(t *testing.T, dir, rel string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(rel)))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// mainSolution is an accepted C++ submission for a package of n
// subtasks: Polygon's export needs one to tag main.
func mainSolution(t *testing.T, n int) []Submission {
	t.Helper()
	path := filepath.Join(t.TempDir(), "main.cpp")
	if err := os.WriteFile(path, []byte("int main() {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return []Submission{{Path: path, Expected: slices.Repeat([]problem.Verdict{problem.OK}, n)}}
}
