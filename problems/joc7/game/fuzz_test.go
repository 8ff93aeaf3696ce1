package game

import (
	"bytes"
	"errors"
	"reflect"
	"testing"

	"carokit/problem"
)

// The seed corpus is committed under testdata/fuzz/: the examples, small
// valid cases and malformed ones (repeated cells, short rounds, no
// winner, odd whitespace).

func FuzzReadLenient(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := ReadLenient("f", data)
		if err != nil {
			checkFuzzErr(t, err)
			return
		}
		checkValidCase(t, c)
		// A contestant's reading must survive being written canonically.
		again, err := ReadStrict("f", c.Text())
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
		c, err := ReadStrict("f", data)
		if err != nil {
			checkFuzzErr(t, err)
			return
		}
		checkValidCase(t, c)
		if !bytes.Equal(c.Text(), data) {
			t.Fatalf("strict accepted %q, but Text() gives %q", data, c.Text())
		}
		if lc, err := ReadLenient("f", data); err != nil || !reflect.DeepEqual(lc, c) {
			t.Fatalf("strict read %+v, lenient read %+v, %v", c, lc, err)
		}
	})
}

// checkFuzzErr: every rejection is one located input error.
func checkFuzzErr(t *testing.T, err error) {
	var ie *problem.InputError
	if !errors.As(err, &ie) || ie.Line < 1 || ie.Col < 1 || bytes.ContainsRune([]byte(err.Error()), '\n') {
		t.Fatalf("not a one-line FILE:LINE:COL error: %v", err)
	}
}

// checkValidCase: what a reader accepts keeps the statement's promises.
func checkValidCase(t *testing.T, c *Case) {
	if c.C < 1 || c.C > 2 || c.N < MinN || c.N > MaxN || len(c.Rounds) < 1 || len(c.Rounds) > MaxK {
		t.Fatalf("out of limits: C=%d N=%d K=%d", c.C, c.N, len(c.Rounds))
	}
	won := false
	for i, r := range c.Rounds {
		seen := make([]bool, c.N*c.N+1)
		for _, v := range r {
			if v < 1 || v > c.N*c.N || seen[v] {
				t.Fatalf("round %d is not a permutation: %v", i+1, r)
			}
			seen[v] = true
		}
		won = won || Play(c.N, i, r).Winner != None
	}
	if !won {
		t.Fatal("accepted a case where nobody wins")
	}
}
