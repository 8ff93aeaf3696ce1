package hex

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

// The seed corpus is committed under testdata/fuzz/ (seedCorpus): valid
// files and one file per kind of malformed input.

// FuzzReadLenient: whatever the lenient reader accepts is a valid file,
// and its canonical text reads back the same through the strict reader.
func FuzzReadLenient(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		cs, err := ReadLenient("f", data, fuzzLimits)
		if err != nil {
			checkFuzzErr(t, data, err)
			return
		}
		checkValidFile(t, cs, fuzzLimits)
		again, err := ReadStrict("f", Format(cs), fuzzLimits)
		if err != nil {
			t.Fatalf("lenient read %q, but strict rejects its canonical text: %v", data, err)
		}
		if !reflect.DeepEqual(again, cs) {
			t.Fatalf("canonical text reads back as %+v, want %+v", again, cs)
		}
	})
}

// FuzzReadStrict: whatever the strict reader accepts is canonical text
// and the lenient reader reads it the same.
func FuzzReadStrict(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		cs, err := ReadStrict("f", data, fuzzLimits)
		if err != nil {
			checkFuzzErr(t, data, err)
			return
		}
		checkValidFile(t, cs, fuzzLimits)
		if !bytes.Equal(Format(cs), data) {
			t.Fatalf("strict accepted %q, but Format gives %q", data, Format(cs))
		}
		lc, err := ReadLenient("f", data, fuzzLimits)
		if err != nil || !reflect.DeepEqual(lc, cs) {
			t.Fatalf("strict read %+v, lenient read %+v, %v", cs, lc, err)
		}
		for _, c := range cs {
			Solve(c) // must not panic on any valid case
		}
	})
}

// fuzzLimits are small, so that the fuzzer reaches every limit.
var fuzzLimits = Limits{MaxT: 5, MaxS: 9, MaxM: 30}

func checkFuzzErr(t *testing.T, data []byte, err error) {
	t.Helper()
	var ie *problem.InputError
	if !errors.As(err, &ie) {
		t.Fatalf("error %v is %T, want *problem.InputError", err, err)
	}
	if ie.Line < 1 || ie.Col < 1 || ie.Line > bytes.Count(data, []byte{'\n'})+1 {
		t.Fatalf("error %v points at line %d, column %d of a %d-byte file", err, ie.Line, ie.Col, len(data))
	}
	if strings.ContainsAny(err.Error(), "\n\r") {
		t.Fatalf("error text %q is not one line", err.Error())
	}
}

func checkValidFile(t *testing.T, cs []Case, lim Limits) {
	t.Helper()
	if len(cs) < 1 || len(cs) > lim.MaxT {
		t.Fatalf("accepted T = %d", len(cs))
	}
	for n, c := range cs {
		if c.S < 2 || c.S > lim.MaxS || len(c.Moves) > lim.MaxM {
			t.Fatalf("case %d: accepted S = %d, M = %d", n+1, c.S, len(c.Moves))
		}
		seen := map[Cell]bool{}
		for i, m := range c.Moves {
			if !OnBoard(c.S, m) || seen[m] {
				t.Fatalf("case %d: accepted move %d %v (off the board or repeated)", n+1, i+1, m)
			}
			seen[m] = true
		}
	}
}

var updateCorpus = flag.Bool("update-corpus", false, "rewrite the fuzz seed corpus in testdata/fuzz")

// seedCorpus is the committed seed corpus, by file name.
var seedCorpus = map[string]string{
	"valid-two-cases":         "2\n2 1\n1 1\n3 2\n1 3\n3 5\n",
	"valid-ring":              "1\n3 6\n2 2\n2 3\n3 4\n4 4\n4 3\n3 2\n",
	"valid-no-moves":          "1\n5 0\n",
	"valid-lenient":           " 1\r\n3\t2\n+2 02\n\n3 3 ",
	"off-board":               "1\n3 1\n1 4\n",
	"repeated-cell":           "1\n3 2\n2 2\n2 2\n",
	"T-zero":                  "0\n",
	"T-too-large":             "6\n",
	"S-one":                   "1\n1 0\n",
	"S-too-large":             "1\n10 0\n",
	"M-beyond-cells":          "1\n2 8\n",
	"missing-case":            "2\n2 0\n",
	"missing-move":            "1\n3 2\n1 1\n",
	"two-spaces":              "1\n3 1\n2  2\n",
	"CRLF":                    "1\r\n3 1\r\n2 2\r\n",
	"trailing-data":           "1\n2 0\n7\n",
	"no-final-newline":        "1\n2 1\n1 1",
	"huge-number":             "1\n3 1\n99999999999999999999999 1\n",
	"negative":                "1\n3 1\n-1 1\n",
	"word-for-a-number":       "1\n3 one\n",
	"off-board-square-corner": "1\n3 1\n5 1\n",
}

// TestSeedCorpus keeps testdata/fuzz in step with seedCorpus; run with
// -update-corpus after changing it.
func TestSeedCorpus(t *testing.T) {
	for name, in := range seedCorpus {
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
			if got, err := os.ReadFile(p); err != nil || string(got) != want {
				t.Errorf("seed %s is missing or stale (go test -run TestSeedCorpus -update-corpus): %v", p, err)
			}
		}
	}
}
