package problems

import (
	"bytes"
	"context"
	"io/fs"
	"path/filepath"
	"strconv"
	"testing"

	"carokit/internal/progtest"
	"carokit/problem"
	"carokit/testpkg"
)

// TestAssetsValidatorAgrees compiles, for every registered problem that
// ships assets, its standalone validator.cpp and checks it against the
// problem's own strict reader (Validate) as a judge would run it: it must
// accept every test of the default package, with and without the test's
// subtask, refuse a test under a subtask whose limits it exceeds, agree
// with Validate on every fuzz corpus input of the readers, and reject
// broken inputs; then exports the package and runs what each export
// ships (checkExports). A problem added later with assets is picked up.
func TestAssetsValidatorAgrees(t *testing.T) {
	if testing.Short() {
		t.Skip("builds every problem's default package")
	}
	corpus := progtest.FuzzInputs(t, ".", filepath.Join("..", "input"))
	if len(corpus) < 50 {
		t.Fatalf("found only %d fuzz corpus inputs: the corpora moved?", len(corpus))
	}
	for _, name := range Names() {
		p, err := Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		spec := p.Spec()
		if spec.Assets == nil {
			t.Logf("%s ships no assets", name)
			continue
		}
		t.Run(name, func(t *testing.T) {
			src, err := fs.ReadFile(spec.Assets, "validator.cpp")
			if err != nil {
				t.Fatalf("assets without validator.cpp: %v", err)
			}
			if _, err := fs.ReadFile(spec.Assets, "statement.md"); err != nil {
				t.Errorf("assets without statement.md: %v", err)
			}
			bin := progtest.CompileSource(t, "validator.cpp", src)
			pkgDir := filepath.Join(t.TempDir(), "pkg")
			if _, err := testpkg.Build(context.Background(), testpkg.Options{Problem: p, Out: pkgDir, Seed: 1, Draft: true}); err != nil {
				t.Fatal(err)
			}
			checkPackage(t, p, bin, pkgDir)
			checkCorpus(t, p, bin, corpus)
			checkBroken(t, p, bin)
			checkExports(t, p, pkgDir)
		})
	}
}

// checkPackage runs the validator on every test of the default package,
// once under each subtask: it must accept exactly where the subtask
// table says the test fits.
func checkPackage(t *testing.T, p problem.Problem, bin, pkgDir string) {
	spec := p.Spec()
	pkg, err := testpkg.Open(pkgDir, spec.MaxTestBytes)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range pkg.Manifest.Tests {
		input, err := pkg.ReadInput(tc)
		if err != nil {
			t.Fatal(err)
		}
		values, err := p.Validate(tc.Name, input)
		if err != nil {
			t.Fatalf("%s: %v", tc.Name, err)
		}
		if ok, msg := progtest.Validate(t, bin, input); !ok {
			t.Errorf("%s: rejected without --subtask: %s", tc.Name, msg)
		}
		for _, s := range spec.Subtasks {
			want := spec.Subtasks.Fits(s.ID, values) == nil
			if s.ID == tc.Subtask && !want {
				t.Fatalf("%s does not fit its own subtask %d", tc.Name, s.ID)
			}
			if ok, msg := progtest.Validate(t, bin, input, "--subtask", strconv.Itoa(s.ID)); ok != want {
				t.Errorf("%s --subtask %d: validator accepts=%v, subtask table says fits=%v (%s)", tc.Name, s.ID, ok, want, msg)
			}
		}
	}
}

// checkCorpus: on what the fuzzers kept, the validator and Validate agree.
func checkCorpus(t *testing.T, p problem.Problem, bin string, corpus map[string][]byte) {
	accepted := 0
	for path, input := range corpus {
		_, err := p.Validate("corpus", input)
		ok, msg := progtest.Validate(t, bin, input)
		if ok != (err == nil) {
			t.Errorf("%s %q: validator accepts=%v (%s), Validate: %v", path, clip(input), ok, msg, err)
		}
		if ok {
			accepted++
		}
	}
	t.Logf("%d corpus inputs, %d valid", len(corpus), accepted)
}

// checkBroken: inputs no problem can take are rejected by both.
func checkBroken(t *testing.T, p problem.Problem, bin string) {
	sample := p.Spec().Samples[0].Input
	sizes := bytes.Join(bytes.Fields(sample)[:2], []byte(" "))
	cases := []struct {
		name  string
		input []byte
		why   string
	}{
		{"empty", nil, "no N at all"},
		{"text", []byte("hello\n"), "a word where N should be"},
		{"trailing word", append(bytes.Clone(sample), "x\n"...), "data after the last move"},
		{"sizes only", append(sizes, '\n'), "N and K, then no moves"},
		{"N zero", []byte("0 1\n1 1\n"), "N below its lower bound"},
		{"N huge", []byte("99999999999999999999999 1\n1 1\n"), "N overflows 64 bits: must not wrap into range"},
		{"repeated cell", []byte("5 2\n1 1\n1 1\n"), "two moves on one cell"},
		{"off the board", []byte("5 1\n6 1\n"), "a move outside the board"},
		{"K over N squared", []byte("1 2\n1 1\n1 1\n"), "more moves than cells"},
	}
	for _, c := range cases {
		if _, err := p.Validate(c.name, c.input); err == nil {
			t.Fatalf("%s: the problem's own reader accepts it, so the case proves nothing (%s)", c.name, c.why)
		}
		if ok, _ := progtest.Validate(t, bin, c.input); ok {
			t.Errorf("%s: validator accepts it (%s)", c.name, c.why)
		}
	}
}

func clip(b []byte) []byte {
	if len(b) > 40 {
		return b[:40]
	}
	return b
}
