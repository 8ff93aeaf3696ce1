package folder_test

import (
	"context"
	"testing"

	"carokit/problem/problemtest"
	"carokit/problems/folder"
)

// TestContract holds a folder problem to the problem.Problem contract the
// engine relies on (package problemtest), as the built-ins are: maxsum,
// its cases drawn by its own generator, its shrinking problem-free.
func TestContract(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles and runs the folder's programs")
	}
	p, err := folder.Open(context.Background(), "testdata/maxsum", folder.Options{
		CacheDir: t.TempDir(), Generator: "generators/gen.cpp {seed} 10 -5 5"})
	if err != nil {
		t.Fatal(err)
	}
	problemtest.Run(t, p, problemtest.Options{ExternalReference: true, InvalidShrinks: true, Cases: 4, Size: problemtest.Magnitude})
}
