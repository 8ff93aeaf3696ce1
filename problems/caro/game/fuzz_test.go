package game

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"carokit/problem"
)

// The seed corpus is committed under testdata/fuzz/: the sample, small
// valid cases and one file per kind of malformed input of readCases.

func FuzzReadLenient(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := ReadLenient("f", data, CaroLimits)
		if err != nil {
			checkFuzzErr(t, data, err)
			return
		}
		checkValidCase(t, c, CaroLimits)
		// A judge's reading of a file must survive being written canonically.
		again, err := ReadStrict("f", c.Text(), CaroLimits)
		if err != nil {
			t.Fatalf("lenient read %q, but strict rejects its canonical text: %v", data, err)
		}
		if !reflect.DeepEqual(again, c) {
			t.Fatalf("canonical text reads back as %+v, want %+v", again, c)
		}
	})
}

func FuzzReadStrict(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := ReadStrict("f", data, CaroLimits)
		if err != nil {
			checkFuzzErr(t, data, err)
			return
		}
		checkValidCase(t, c, CaroLimits)
		if !bytes.Equal(c.Text(), data) {
			t.Fatalf("strict accepted %q, but Text() gives %q", data, c.Text())
		}
		lc, err := ReadLenient("f", data, CaroLimits)
		if err != nil {
			t.Fatalf("strict accepted %q, lenient rejects it: %v", data, err)
		}
		if !reflect.DeepEqual(lc, c) {
			t.Fatalf("strict read %+v, lenient read %+v", c, lc)
		}
	})
}

func checkFuzzErr(t *testing.T, data []byte, err error) {
	t.Helper()
	var ie *problem.InputError
	if !errors.As(err, &ie) {
		t.Fatalf("error %v is %T, want *problem.InputError", err, err)
	}
	if ie.Line < 1 || ie.Col < 1 {
		t.Fatalf("error %v has line %d, column %d; both must be ≥ 1", err, ie.Line, ie.Col)
	}
	if lines := bytes.Count(data, []byte{'\n'}) + 1; ie.Line > lines {
		t.Fatalf("error %v points at line %d of a %d-line file", err, ie.Line, lines)
	}
	if strings.ContainsAny(err.Error(), "\n\r") {
		t.Fatalf("error text %q is not one line", err.Error())
	}
}

func checkValidCase(t *testing.T, c *Case, lim Limits) {
	t.Helper()
	if c.N < 1 || c.N > lim.MaxN {
		t.Fatalf("accepted N = %d", c.N)
	}
	if k := len(c.Moves); k < 1 || k > lim.MaxMoves(c.N) {
		t.Fatalf("accepted K = %d with N = %d", k, c.N)
	}
	seen := map[Move]bool{}
	for i, m := range c.Moves {
		if m.R < 1 || m.C < 1 || int(m.R) > c.N || int(m.C) > c.N {
			t.Fatalf("accepted move %d (%d,%d) off a %d×%d board", i+1, m.R, m.C, c.N, c.N)
		}
		if seen[m] {
			t.Fatalf("accepted repeated cell (%d,%d) at move %d", m.R, m.C, i+1)
		}
		seen[m] = true
	}
}

var updateCorpus = flag.Bool("update-corpus", false, "rewrite the fuzz seed corpus in testdata/fuzz from the reader test table")

// seedCorpus is the committed seed corpus: small valid cases and every
// input of readCases, by file name.
func seedCorpus(t *testing.T) map[string]string {
	seeds := map[string]string{
		"valid-small":    "5 3\n1 1\n5 5\n3 3\n",
		"valid-win":      "6 9\n1 1\n2 1\n1 2\n2 2\n1 3\n2 3\n1 4\n2 4\n1 5\n",
		"valid-full-2x2": "2 4\n1 1\n1 2\n2 1\n2 2\n",
		"valid-lenient":  " 7\t2\r\n+1 02\n\n3 4 ",
	}
	fileName := strings.NewReplacer(" ", "-", "^", "pow", "²", "2", ">", "gt", "=", "", "+", "plus")
	for _, tc := range readCases(string(readSample(t))) {
		if tc.lim == nil {
			seeds[fileName.Replace(tc.name)] = tc.in
		}
	}
	return seeds
}

// TestSeedCorpus keeps testdata/fuzz in step with the reader tests; run
// with -update-corpus after changing readCases.
func TestSeedCorpus(t *testing.T) {
	for name, in := range seedCorpus(t) {
		want := fmt.Sprintf("go test fuzz v1\n[]byte(%q)\n", in)
		for _, fuzz := range []string{"FuzzReadLenient", "FuzzReadStrict"} {
			p := filepath.Join("testdata", "fuzz", fuzz, name)
			if *updateCorpus {
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, []byte(want), 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			got, err := os.ReadFile(p)
			if err != nil || string(got) != want {
				t.Errorf("seed %s is missing or stale (go test ./caro -run TestSeedCorpus -update-corpus): %v", p, err)
			}
		}
	}
}
