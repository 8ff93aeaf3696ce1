package scratch

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestRemoveAll runs the life of one process's folders in order, since
// RemoveAll closes the package for good: folders made and tracked, a
// write held while RemoveAll waits for it, then everything refused.
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
	// A folder the caller made (a half-built package beside --out):
	// tracked, forgotten after a rename into place, so never removed.
	kept, gone := filepath.Join(t.TempDir(), "kept"), filepath.Join(t.TempDir(), "gone")
	for _, d := range []string{kept, gone} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	forget, err := Track(kept)
	if err != nil {
		t.Fatal(err)
	}
	forget()
	if _, err := Track(gone); err != nil {
		t.Fatal(err)
	}
	ran := false
	if err := Exclusive(func() error { ran = true; return nil }); err != nil || !ran {
		t.Fatalf("Exclusive before RemoveAll: ran %v, %v", ran, err)
	}

	// RemoveAll waits for a write in progress (Hold), so that the write
	// cannot make its folder again after the removal.
	release, err := Hold()
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() { RemoveAll(); close(done) }()
	time.Sleep(20 * time.Millisecond) // a slow machine only hides a failure
	select {
	case <-done:
		t.Fatal("RemoveAll ran while a Hold was held")
	default:
	}
	release()
	<-done

	for _, d := range []string{b, gone} {
		if _, err := os.Stat(d); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s still there after RemoveAll: %v", d, err)
		}
	}
	if _, err := os.Stat(kept); err != nil {
		t.Errorf("%s, forgotten before RemoveAll, was removed: %v", kept, err)
	}
	if _, _, err := MkdirTemp("c-"); !errors.Is(err, os.ErrClosed) {
		t.Errorf("MkdirTemp after RemoveAll: %v, want os.ErrClosed", err)
	}
	if _, err := Track(kept); !errors.Is(err, os.ErrClosed) {
		t.Errorf("Track after RemoveAll: %v, want os.ErrClosed", err)
	}
	if _, err := Hold(); !errors.Is(err, os.ErrClosed) {
		t.Errorf("Hold after RemoveAll: %v, want os.ErrClosed", err)
	}
	if err := Exclusive(func() error { t.Error("Exclusive ran fn after RemoveAll"); return nil }); !errors.Is(err, os.ErrClosed) {
		t.Errorf("Exclusive after RemoveAll: %v, want os.ErrClosed", err)
	}
}
