package export

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"carokit/internal/filetree"
)

// cancelAfter is a context whose Err is nil for its first n calls and
// Canceled afterwards: an interruption that lands after n test files,
// the same on every run.
type cancelAfter struct {
	context.Context
	n atomic.Int64
}

func (c *cancelAfter) Err() error {
	if c.n.Add(-1) < 0 {
		return context.Canceled
	}
	return nil
}

func (c *cancelAfter) Done() <-chan struct{} { return nil }

func (c *cancelAfter) Deadline() (time.Time, bool) { return time.Time{}, false }

// TestPrepareInterrupted stops each format's export after its second test
// file, once into a folder that does not exist yet (under parents that do
// not either) and once over a previous export: the export fails with the
// context's error, leaves no temporary folder and no parent it created,
// and a previous export is there byte for byte.
func TestPrepareInterrupted(t *testing.T) {
	pkg, m := fakePackage(t, "caro", caroLike)
	main := mainSolution(t, len(m.Subtasks))
	for _, f := range Formats() {
		t.Run(f.Name, func(t *testing.T) {
			dir := t.TempDir()
			fresh := filepath.Join(dir, "new", "exports", f.Name)
			_, err := Prepare(stopAfter(2), pkg, f.Name, fresh, Options{Submissions: main})
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("interrupted export: %v, want context.Canceled", err)
			}
			if left, _ := os.ReadDir(dir); len(left) != 0 {
				t.Errorf("an interrupted export into a new folder left %v in its parent's parent", names(left))
			}
			old := filepath.Join(dir, "old")
			if err := Export(pkg, f.Name, old, Options{Submissions: main}); err != nil {
				t.Fatal(err)
			}
			before, _ := filetree.Read(old)
			_, err = Prepare(stopAfter(2), pkg, f.Name, old, Options{TaskName: "OTHER", Submissions: main})
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("interrupted export over a previous one: %v, want context.Canceled", err)
			}
			after, _ := filetree.Read(old)
			if diff := filetree.Diff(before, after); len(diff) != 0 {
				t.Errorf("the previous export changed: %v", diff)
			}
			if left, _ := os.ReadDir(dir); len(left) != 1 {
				t.Errorf("left beside the export: %v", names(left))
			}
		})
	}
}

func stopAfter(n int64) *cancelAfter {
	c := &cancelAfter{Context: context.Background()}
	c.n.Store(n)
	return c
}

func names(des []os.DirEntry) []string {
	var s []string
	for _, d := range des {
		s = append(s, d.Name())
	}
	return s
}
