package textshrink

import (
	"bytes"
	"testing"
)

// TestOverlappingEdit: an input whose second line looks like a case's own
// count and also holds the tokens a removal takes (found by
// TestShrinkProperties' rapid run in CI: render panicked on the two
// overlapping replacements). Such an edit is skipped; every candidate is
// still smaller, and shrinking ends.
func TestOverlappingEdit(t *testing.T) {
	in := []byte("2\n0 0 0\n\n\n\n0 0 0 0\n0 0 0 0 a a\n")
	for i, c := range Candidates(in) {
		if len(c) > len(in) || bytes.Equal(c, in) {
			t.Errorf("candidate %d %q is not smaller than %q", i, c, in)
		}
	}
	out := Shrink(in, func([]byte) bool { return true }, 1000)
	if len(out) >= len(in) {
		t.Errorf("Shrink kept %q", out)
	}
}
