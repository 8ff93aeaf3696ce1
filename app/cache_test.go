package app

import (
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// TestPackageCacheFlags builds the default Caro package three times
// through the real binary with --cache-dir: the second build takes every
// test from the cache and says so, --no-cache builds them all, and the
// cache is in the folder given; --cache-max bounds it.
func TestPackageCacheFlags(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the default package twice")
	}
	dir := t.TempDir()
	cache := filepath.Join(dir, "cache")
	line := regexp.MustCompile(`(?m)^(\d+) of (\d+) tests from the cache`)
	cases := []struct {
		name     string
		flags    []string
		restored bool // all tests restored, and said so; else no such line
		why      string
	}{
		{"first", []string{"--cache-dir", cache}, false, "an empty cache gives nothing"},
		{"again", []string{"--cache-dir", cache}, true, "an unchanged plan is restored whole, and counted"},
		{"no cache", []string{"--cache-dir", cache, "--no-cache"}, false, "--no-cache builds every test"},
	}
	total := 0
	for _, c := range cases {
		args := append([]string{"package", "--out", filepath.Join(dir, "pkg")}, c.flags...)
		code, out, stderr := runReal(t, dir, args...)
		if code != 0 {
			t.Fatalf("%s: exit %d\n%s%s", c.name, code, out, stderr)
		}
		m := line.FindStringSubmatch(out)
		if c.restored != (m != nil) || m != nil && m[1] != m[2] {
			t.Errorf("%s: stdout %q, want a line saying all tests came from the cache: %v (%s)", c.name, out, c.restored, c.why)
		}
		if m != nil {
			total, _ = strconv.Atoi(m[2])
		}
	}
	if entries, _ := filepath.Glob(filepath.Join(cache, "*", "record.json")); total == 0 || len(entries) != total {
		t.Errorf("%d entries in --cache-dir, want %d", len(entries), total)
	}
	// A bound smaller than any entry: the build still takes the tests
	// from the cache, and the trim after it leaves the cache empty.
	code, out, stderr := runReal(t, dir, "package", "--out", filepath.Join(dir, "pkg"), "--cache-dir", cache, "--cache-max", "1KiB")
	if code != 0 || !line.MatchString(out) {
		t.Fatalf("--cache-max 1KiB: exit %d\n%s%s", code, out, stderr)
	}
	if entries, _ := filepath.Glob(filepath.Join(cache, "*", "record.json")); len(entries) != 0 {
		t.Errorf("--cache-max 1KiB left %d entries", len(entries))
	}
}
