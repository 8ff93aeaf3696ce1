package scratch

import (
	"errors"
	"os"
	"testing"
)

// TestRemoveAll: a folder removed by its own function is gone and
// forgotten; RemoveAll removes the ones left (what a second Ctrl-C
// relies on) and refuses new ones.
func TestRemoveAll(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	a, removeA, err := MkdirTemp("a-")
	if err != nil {
		t.Fatal(err)
	}
	b, _, err := MkdirTemp("b-")
	if err != nil {
		t.Fatal(err)
	}
	removeA()
	if _, err := os.Stat(a); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("%s still there after its remove: %v", a, err)
	}
	RemoveAll()
	if _, err := os.Stat(b); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("%s still there after RemoveAll: %v", b, err)
	}
	if _, _, err := MkdirTemp("c-"); !errors.Is(err, os.ErrClosed) {
		t.Errorf("MkdirTemp after RemoveAll: %v, want os.ErrClosed", err)
	}
}
