package duiyi_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"carokit/problems/duiyi"
	"carokit/testpkg"
)

// TestDuiyiPackage: the second dialect goes through the same engine.
func TestDuiyiPackage(t *testing.T) {
	out := filepath.Join(t.TempDir(), "duiyi")
	m, err := testpkg.Build(context.Background(), testpkg.Options{Problem: duiyi.New(), Out: out, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Samples) != 3 || len(m.Tests) < 8 {
		t.Fatalf("%d samples and %d tests", len(m.Samples), len(m.Tests))
	}
	ans, err := os.ReadFile(filepath.Join(out, m.Samples[0].Answer))
	if err != nil || string(ans) != "HtBest 9\n" {
		t.Errorf("first sample answer %q (%v), want HtBest 9", ans, err)
	}
}
