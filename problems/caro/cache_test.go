package caro_test

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"carokit/internal/filetree"
	"carokit/internal/testcache"
	"carokit/problems/caro"
	"carokit/testpkg"
)

// TestDefaultPackageFromCache builds Caro's default package with a cache,
// changes the first line of subtask 2 (a test that may kill mutants the
// later, restored tests never ran), rebuilds with the cache, and compares
// with a clean build of the changed plan: exactly one test is built, and
// the packages are byte-identical, strength matrix included.
func TestDefaultPackageFromCache(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two 42 MB packages")
	}
	dir := t.TempDir()
	cache, err := testcache.Open(filepath.Join(dir, "cache"), 0)
	if err != nil {
		t.Fatal(err)
	}
	p := caro.New()
	plan := p.Spec().Plan
	const old = "--at 95%"
	i := strings.Index(plan, old)
	if i < 0 || !strings.Contains(plan[:i], "@subtask 2") || strings.Contains(plan[:i], "@subtask 3") {
		t.Fatalf("the default plan has no %q line in subtask 2 to change", old)
	}
	changed := plan[:i] + "--at 94%" + plan[i+len(old):]
	out, clean := filepath.Join(dir, "pkg"), filepath.Join(dir, "clean")
	for _, b := range []struct {
		plan, out string
		cache     *testcache.Cache
	}{{plan, out, cache}, {changed, out, cache}, {changed, clean, nil}} {
		m, err := testpkg.Build(context.Background(), testpkg.Options{Problem: p, Out: b.out, Seed: 1, Jobs: 2,
			Plan: []byte(b.plan), Cache: b.cache})
		if err != nil {
			t.Fatal(err)
		}
		if b.plan == changed && b.cache != nil && len(m.Tests)-m.FromCache != 1 {
			t.Errorf("%d of %d tests built after a one-line change, want 1", len(m.Tests)-m.FromCache, len(m.Tests))
		}
	}
	a, err := filetree.Read(out)
	if err != nil {
		t.Fatal(err)
	}
	c, err := filetree.Read(clean)
	if err != nil {
		t.Fatal(err)
	}
	if len(a) != len(c) {
		t.Errorf("%d files against %d in the clean build", len(a), len(c))
	}
	for name, data := range c {
		if !bytes.Equal(a[name], data) {
			t.Errorf("%s differs from the clean build", name)
		}
	}
}
