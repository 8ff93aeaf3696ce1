package testcache

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func write(t *testing.T, dir, name, content string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestPutGet(t *testing.T) {
	c, err := Open(t.TempDir(), 0)
	if err != nil {
		t.Fatal(err)
	}
	src := t.TempDir()
	key := Key("caro", "line --n 5", "seed 7")
	if c.Has(key) {
		t.Fatal("an empty cache has an entry")
	}
	if err := c.Put(key, map[string]string{"in": write(t, src, "a.in", "5 1\n1 1\n"), "meta.json": write(t, src, "m", "{}")}); err != nil {
		t.Fatal(err)
	}
	if !c.Has(key) {
		t.Fatal("the entry just put is missing")
	}
	// Entries never change: a second Put with other content keeps the first.
	if err := c.Put(key, map[string]string{"in": write(t, src, "b.in", "other\n")}); err != nil {
		t.Fatal(err)
	}
	e, err := c.Get(key)
	if err != nil {
		t.Fatal(err)
	}
	data, err := e.ReadFile("in", 100)
	if err != nil || string(data) != "5 1\n1 1\n" {
		t.Fatalf("ReadFile = %q, %v", data, err)
	}
	if _, err := e.ReadFile("in", 3); err == nil {
		t.Error("a file over the limit was read")
	}
	dst := filepath.Join(t.TempDir(), "x.in")
	if n, err := e.CopyFile("in", dst); err != nil || n != 8 {
		t.Fatalf("CopyFile = %d, %v", n, err)
	}
	// The copy is the package's own file: writing it leaves the cache intact.
	if err := os.WriteFile(dst, []byte("edited"), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, _ := e.ReadFile("in", 100); string(data) != "5 1\n1 1\n" {
		t.Errorf("editing a copy changed the cache: %q", data)
	}
}

func TestKeyParts(t *testing.T) {
	cases := []struct {
		name string
		a, b []string
	}{
		{"boundary", []string{"ab", "c"}, []string{"a", "bc"}},          // length prefixes keep parts apart
		{"empty part", []string{"a", ""}, []string{"a"}},                // an empty part still counts
		{"order", []string{"seed 1", "n 5"}, []string{"n 5", "seed 1"}}, // parts are ordered
	}
	for _, tc := range cases {
		if Key(tc.a...) == Key(tc.b...) {
			t.Errorf("%s: %q and %q give one key", tc.name, tc.a, tc.b)
		}
	}
}

// TestBadKeys: a key or a file name never leaves the cache folder.
func TestBadKeys(t *testing.T) {
	c, err := Open(t.TempDir(), 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"", "../x", "abc", Key("a") + "/.."} {
		if c.Has(key) {
			t.Errorf("Has(%q)", key)
		}
		if err := c.Put(key, nil); err == nil {
			t.Errorf("Put(%q) accepted", key)
		}
	}
	src := t.TempDir()
	if err := c.Put(Key("a"), map[string]string{"in": write(t, src, "a", "1\n")}); err != nil {
		t.Fatal(err)
	}
	if err := c.Put(Key("b"), map[string]string{SumsFile: write(t, src, "b", "{}")}); err == nil {
		t.Error("Put accepted a file named like the record")
	}
	e, err := c.Get(Key("a"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.ReadFile("../../etc/passwd", 10); err == nil {
		t.Error("a file name with a path was read")
	}
}

func TestTrim(t *testing.T) {
	dir := t.TempDir()
	c, err := Open(dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	src := t.TempDir()
	keys := []string{Key("1"), Key("2"), Key("3")}
	base := time.Now().Add(-time.Hour)
	for i, k := range keys {
		if err := c.Put(k, map[string]string{"in": write(t, src, k, "0123456789")}); err != nil {
			t.Fatal(err)
		}
		at := base.Add(time.Duration(i) * time.Minute)
		os.Chtimes(filepath.Join(dir, k), at, at)
	}
	size := dirSize(filepath.Join(dir, keys[0])) // 10 bytes and the record
	c.maxBytes = 2*size + size/2                 // room for two entries
	c.Has(keys[0])                               // used now: the most recent
	os.Mkdir(filepath.Join(dir, "not-ours"), 0o755)
	removed, err := c.Trim()
	if err != nil || removed != 1 {
		t.Fatalf("Trim = %d, %v; want 1 entry removed", removed, err)
	}
	if c.Has(keys[1]) || !c.Has(keys[0]) || !c.Has(keys[2]) {
		t.Error("Trim did not remove the least recently used entry")
	}
	if _, err := os.Stat(filepath.Join(dir, "not-ours")); err != nil {
		t.Error("Trim removed a folder that is not an entry")
	}
}

func TestSelf(t *testing.T) {
	c, err := Open(t.TempDir(), 0)
	if err != nil {
		t.Fatal(err)
	}
	a, err := c.Self()
	if err != nil || !valid(a) {
		t.Fatalf("Self = %q, %v", a, err)
	}
	if b, _ := c.Self(); b != a {
		t.Errorf("Self changed between calls: %s then %s", a, b)
	}
}
