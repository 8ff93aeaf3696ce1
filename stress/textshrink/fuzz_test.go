package textshrink

import (
	"bytes"
	"slices"
	"testing"
)

// The seed corpus is committed under testdata/fuzz/FuzzCandidates: the
// issue's example, each kind of first-line count, CRLF, a missing final
// newline, big and non-canonical integers, bytes that are not text.

// FuzzCandidates holds the candidates of any input to the contract (never
// the input, no duplicate, each smaller, deterministic), and Shrink's
// result to its keep.
func FuzzCandidates(f *testing.F) {
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) > 4096 {
			return // the contract does not depend on size; keep runs quick
		}
		cs := Candidates(in)
		checkCandidates(t, in, cs)
		if again := Candidates(in); !slices.EqualFunc(cs, again, bytes.Equal) {
			t.Fatalf("Candidates(%q) differs between two calls", in)
		}
		half := len(in) / 2
		keep := func(c []byte) bool { return len(c) >= half }
		if got := Shrink(in, keep, 200); !keep(got) {
			t.Fatalf("Shrink(%q) = %q, which keep rejects", in, got)
		}
	})
}
