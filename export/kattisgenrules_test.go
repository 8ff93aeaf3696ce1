package export

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"carokit/kattis/generators"
	"carokit/testpkg"
)

// genFolderPackage builds, from testdata/genfolder, the package a folder
// problem makes of it: its secret tests in generators.yaml's order, one
// subtask per group, each generated test's input its generator's output
// (run as BAPCtools runs it: genShell) and its command the package's
// "generators/gen.sh ARGS". edit may change a test before it is written.
func genFolderPackage(t *testing.T, src string, edit func(i int, e *testpkg.TestEntry)) string {
	t.Helper()
	cfg, err := generators.Read(src)
	if err != nil {
		t.Fatal(err)
	}
	items, err := cfg.Expand()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	write := func(rel string, data []byte) string {
		put(t, filepath.Join(dir, filepath.FromSlash(rel)), string(data))
		sum := sha256.Sum256(data)
		return hex.EncodeToString(sum[:])
	}
	m := &testpkg.Manifest{Problem: "genfolder", Title: "Generated Folder", Seed: 1, TimeLimitMS: 1000, MemoryLimitMB: 256}
	s := testpkg.TestEntry{Name: "01-s", Kind: "sample", Input: "data/sample/01-s.in", Answer: "data/sample/01-s.ans", AnswerText: "1"}
	s.InputSHA256, s.AnswerSHA256 = write(s.Input, []byte("1\n7\n")), write(s.Answer, []byte("1\n"))
	m.Samples = []testpkg.TestEntry{s}
	index := map[string]int{}
	for i, it := range items {
		if len(m.Subtasks) == 0 || m.Subtasks[len(m.Subtasks)-1].Note != it.Group {
			id := len(m.Subtasks) + 1
			m.Subtasks = append(m.Subtasks, testpkg.SubtaskEntry{ID: id, Group: fmt.Sprintf("subtask%d", id), Weight: 50, Note: it.Group})
		}
		id := len(m.Subtasks)
		index[it.Group]++
		e := testpkg.TestEntry{Subtask: id, Name: fmt.Sprintf("%02d-%s", index[it.Group], it.Name), Kind: "file"}
		var in []byte
		if len(it.Command) > 0 {
			e.Kind, e.Command = "run", "generators/gen.sh "+strings.Join(it.Command[1:], " ")
			in = genShell(t, it)
		} else {
			in = []byte(*it.In)
		}
		ans := []byte(fmt.Sprintf("%d\n", len(in)))
		base := fmt.Sprintf("data/secret/subtask%d/%s", id, e.Name)
		e.Input, e.Answer, e.AnswerText = base+".in", base+".ans", strings.TrimSpace(string(ans))
		if edit != nil {
			edit(i, &e)
		}
		e.InputSHA256, e.AnswerSHA256 = write(e.Input, in), write(e.Answer, ans)
		m.Tests = append(m.Tests, e)
	}
	if err := testpkg.Seal(dir, m); err != nil {
		t.Fatal(err)
	}
	writeManifest(t, dir, m)
	return dir
}

// genShell runs a shell generator's test it as BAPCtools runs one: its
// substituted command in an empty folder, the test its standard output.
func genShell(t *testing.T, it generators.Item) []byte {
	t.Helper()
	cmd := exec.Command("/bin/sh", append([]string{it.Program}, it.Command[1:]...)...)
	cmd.Dir = t.TempDir()
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s: %v", it.Path, err)
	}
	return out
}

// genFolderCases are TestKattisGeneratorsFromFolder's cases: packages of
// testdata/genfolder (genFolderPackage), edit changing a test before it
// is written. A table of its own keeps the test under 80 lines.
var genFolderCases = []struct {
	name string
	edit func(i int, e *testpkg.TestEntry)
	// generated are the tests the export's generators.yaml generates.
	generated []string
}{
	// Why: the package made from the folder: the three single runs
	// and the count rule's first (count 1: its seed is the plain
	// command's) are generated; the inline test and the count rule's
	// second (its seed depends on the count) are copied.
	{name: "the folder's own package", generated: []string{
		"secret/a/01-1-small", "secret/a/02-2-small", "secret/b/01-big", "secret/b/02-twice-1"}},
	// Why: a test whose package command is not the folder's was not
	// made by this generators.yaml: a rule would make other bytes,
	// so it is copied.
	{name: "a test the folder did not make", edit: func(i int, e *testpkg.TestEntry) {
		if i == 0 {
			e.Command = "generators/gen.sh 1 3"
		}
	}, generated: []string{"secret/a/02-2-small", "secret/b/01-big", "secret/b/02-twice-1"}},
}

// TestKattisGeneratorsFromFolder exports a folder problem whose tests
// its own generators.yaml makes, then reads the export's
// generators/generators.yaml with carokit's reader and makes every test
// again from it alone, as `bt generate` in the export does: every file
// of data/secret comes back byte for byte, under the export's names;
// the tests the folder generates are generated (its command, {seed}
// unsubstituted, its program under generators/), the others copied.
// What BAPCtools b6e8c80 reads of each rule: generate (generate.py:625-
// 660, the seed from random_salt and the command, :649-656), ans, a
// hard-coded answer written as it is (:700-720), copy (:665-678).
func TestKattisGeneratorsFromFolder(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	src, err := filepath.Abs("testdata/genfolder")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range genFolderCases {
		t.Run(c.name, func(t *testing.T) {
			pkg := genFolderPackage(t, src, c.edit)
			out := filepath.Join(t.TempDir(), "genfolder")
			opt := Options{Assets: fakeAssets, KattisVersion: Kattis2025, Scoring: ScoringPassFail, Folder: src}
			if err := Export(pkg, "kattis", out, opt); err != nil {
				t.Fatal(err)
			}
			cfg, err := generators.Read(out)
			if err != nil {
				t.Fatal(err)
			}
			items, err := cfg.Expand()
			if err != nil {
				t.Fatal(err)
			}
			var generated []string
			made := map[string]bool{}
			for _, it := range items {
				if !strings.HasPrefix(it.Path, "secret/") {
					continue
				}
				want := readFile(t, filepath.Join(out, "data", filepath.FromSlash(it.Path)+".in"))
				wantAns := readFile(t, filepath.Join(out, "data", filepath.FromSlash(it.Path)+".ans"))
				var in, ans []byte
				switch {
				case len(it.Command) > 0:
					generated = append(generated, it.Path)
					if it.Ans == nil {
						t.Errorf("%s: generated with no answer: BAPCtools would run a solution (solution: null makes none)", it.Path)
						continue
					}
					in, ans = genShell(t, it), []byte(*it.Ans)
				case it.Copy != "":
					in, ans = readFile(t, it.Copy+".in"), readFile(t, it.Copy+".ans")
				default:
					t.Errorf("%s: neither generated nor copied", it.Path)
					continue
				}
				if !bytes.Equal(in, want) || !bytes.Equal(ans, wantAns) {
					t.Errorf("%s: generators.yaml makes %q / %q, data/ holds %q / %q", it.Path, in, ans, want, wantAns)
				}
				made[it.Path] = true
			}
			if strings.Join(generated, " ") != strings.Join(c.generated, " ") {
				t.Errorf("generated %v, want %v", generated, c.generated)
			}
			ents, _ := filepath.Glob(filepath.Join(out, "data/secret/*/*.in"))
			for _, e := range ents {
				rel, _ := filepath.Rel(filepath.Join(out, "data"), e)
				if p := strings.TrimSuffix(filepath.ToSlash(rel), ".in"); !made[p] {
					t.Errorf("data/%s.in: no rule of generators.yaml makes it", p)
				}
			}
			if _, err := os.Stat(filepath.Join(out, "generators", "gen.sh")); err != nil {
				t.Errorf("the generator is not shipped: %v", err)
			}
		})
	}
}
