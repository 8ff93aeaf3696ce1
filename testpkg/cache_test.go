package testpkg_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carokit/internal/filetree"
	"carokit/internal/testcache"
	"carokit/problem"
	"carokit/problem/problemtest/fake"
	"carokit/testpkg"
)

// cachedBuild builds plan into out with the cache in cacheDir (none when
// ""), and returns the manifest.
func cachedBuild(t *testing.T, p problem.Problem, plan, planDir, out, cacheDir string) *testpkg.Manifest {
	t.Helper()
	opt := testpkg.Options{Problem: p, Out: out, Seed: 1, Jobs: 2, Plan: []byte(plan), PlanName: "plan.txt", PlanDir: planDir}
	if cacheDir != "" {
		c, err := testcache.Open(cacheDir, 0)
		if err != nil {
			t.Fatal(err)
		}
		opt.Cache = c
	}
	m, err := testpkg.Build(context.Background(), opt)
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	return m
}

// sameTree fails unless folders a and b hold the same files, byte for byte.
func sameTree(t *testing.T, a, b, why string) {
	t.Helper()
	ta, err := filetree.Read(a)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := filetree.Read(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(ta) != len(tb) {
		t.Errorf("%d files against %d in a clean build (%s)", len(ta), len(tb), why)
	}
	for name, data := range tb {
		if !bytes.Equal(ta[name], data) {
			t.Errorf("%s differs from a clean build (%s):\n%s\n---\n%s", name, why, ta[name], data)
		}
	}
}

// TestCacheRebuild builds a plan with the cache, then another plan into
// the same folder with it, and checks how many tests came from the cache
// and that the package is the one a clean build (no cache) makes.
func TestCacheRebuild(t *testing.T) {
	const base = "@subtask 1\nsample sample\nsum --n 5 --fill 9\n@subtask 2\nsum --n 7 --fill 1\nsum --n 7 --fill 9\n"
	cases := []struct {
		name, before, after string
		built               int // tests of after built, not restored
		why                 string
	}{
		{"unchanged", base, base, 0,
			"the same plan again builds nothing"},
		{"one line changed", base, strings.Replace(base, "sum --n 7 --fill 1", "sum --n 7 --fill 2", 1), 1,
			"a one-line change rebuilds exactly that test"},
		{"line added", base, base + "sum --n 9\n", 1,
			"a new line at the end of a subtask is the only test built"},
		{"killer replaced", "@subtask 1\nsum --n 5 --fill 9\n@subtask 2\nsum --n 7 --fill 9\nsum --n 8 --fill 9\n",
			"@subtask 1\nsum --n 5 --fill 9\n@subtask 2\nsum --n 7 --fill 1\nsum --n 8 --fill 9\n", 1,
			"the restored 02-sum never ran nine (01-sum had killed it); now 01-sum does not kill nine, so it must run there, or the strength differs (or the build fails)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			cache, out, clean := filepath.Join(dir, "cache"), filepath.Join(dir, "pkg"), filepath.Join(dir, "clean")
			p := mutantToy("")
			if m := cachedBuild(t, p, c.before, dir, out, cache); m.FromCache != 0 {
				t.Fatalf("first build: %d tests from an empty cache", m.FromCache)
			}
			m := cachedBuild(t, p, c.after, dir, out, cache)
			if got := len(m.Tests) - m.FromCache; got != c.built {
				t.Errorf("%d of %d tests built, want %d (%s)", got, len(m.Tests), c.built, c.why)
			}
			if cm := cachedBuild(t, p, c.after, dir, clean, ""); cm.FromCache != 0 {
				t.Fatalf("a build without a cache restored %d tests", cm.FromCache)
			}
			sameTree(t, out, clean, c.why)
		})
	}
}

// TestCacheExternalGenerator changes an external generator's source and
// checks that exactly the tests of its lines are built again.
func TestCacheExternalGenerator(t *testing.T) {
	if _, err := os.Stat("/usr/bin/g++"); err != nil {
		t.Skip("no g++")
	}
	const plan = "@subtask 1\nrun digits.cpp --n 4\nrun other.cpp --n 3\nsum --n 5 --fill 1\n@subtask 2\nrun digits.cpp --n 12\nrun other.cpp --n 11\n"
	cases := []struct {
		name, edit string // the file changed after the first build
		change     func(src []byte) []byte
		built      int
		why        string
	}{
		{"source edited", "digits.cpp", func(src []byte) []byte { return append(src, "// edited\n"...) }, 2,
			"a changed source invalidates the two tests of its lines, not other.cpp's nor the built-in's, though its output is the same"},
		{"output changed", "other.cpp", func(src []byte) []byte {
			return bytes.Replace(src, []byte("(seed >> 33) % 10"), []byte("(seed >> 35) % 10"), 1)
		}, 2, "a generator that now writes other tests: its two tests are rebuilt and the package is the clean build's"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			for _, f := range []string{"digits.cpp", "other.cpp"} {
				src, err := os.ReadFile(filepath.Join("testdata", "cache", f))
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, f), src, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			cache, out, clean := filepath.Join(dir, "cache"), filepath.Join(dir, "pkg"), filepath.Join(dir, "clean")
			p := fake.New()
			cachedBuild(t, p, plan, dir, out, cache)
			src, _ := os.ReadFile(filepath.Join(dir, c.edit))
			if err := os.WriteFile(filepath.Join(dir, c.edit), c.change(src), 0o644); err != nil {
				t.Fatal(err)
			}
			m := cachedBuild(t, p, plan, dir, out, cache)
			if got := len(m.Tests) - m.FromCache; got != c.built {
				t.Errorf("%d of %d tests built, want %d (%s)", got, len(m.Tests), c.built, c.why)
			}
			cachedBuild(t, p, plan, dir, clean, "")
			sameTree(t, out, clean, c.why)
		})
	}
}

// TestCacheDamagedEntry damages every cache entry, in each way a file
// can change after it was stored: the build must notice on reading, say
// so in one line per entry, build those tests again and still make the
// clean package, never ship what the entry holds.
func TestCacheDamagedEntry(t *testing.T) {
	const plan = "@subtask 1\nsum --n 5 --fill 9\n@subtask 2\nsum --n 7 --fill 1\nsum --n 7 --fill 9\n"
	cases := []struct {
		name   string
		damage func(t *testing.T, entry string)
	}{
		{"tampered answer", func(t *testing.T, entry string) {
			ans := readEntry(t, entry, "answer")
			writeEntry(t, entry, "answer", strings.Map(func(r rune) rune {
				if r >= '0' && r <= '8' {
					return r + 1
				}
				return r
			}, ans)) // same size, other answer
		}},
		{"answer and record rewritten together", func(t *testing.T, entry string) {
			// The attack: the answer, and its size and hash in
			// record.json, changed to match.
			writeEntry(t, entry, "answer", "0\n")
			rec := readEntry(t, entry, "record.json")
			var r map[string]any
			if err := json.Unmarshal([]byte(rec), &r); err != nil {
				t.Fatal(err)
			}
			sum := sha256.Sum256([]byte("0\n"))
			r["answer_bytes"], r["answer_sha256"], r["answer_text"] = 2, hex.EncodeToString(sum[:]), "0"
			data, _ := json.Marshal(r)
			writeEntry(t, entry, "record.json", string(data))
		}},
		{"truncated input", func(t *testing.T, entry string) {
			in := readEntry(t, entry, "input")
			writeEntry(t, entry, "input", in[:len(in)/2])
		}},
		{"extra file", func(t *testing.T, entry string) { writeEntry(t, entry, "answer2", "1\n") }},
		{"missing answer", func(t *testing.T, entry string) {
			if err := os.Remove(filepath.Join(entry, "answer")); err != nil {
				t.Fatal(err)
			}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { checkDamagedRebuilt(t, plan, c.damage) })
	}
}

// checkDamagedRebuilt builds plan with a cache, damages every entry with
// damage, then checks that a build over the cache warns about each entry,
// restores none, makes the package a clean build makes and stores the
// entries again.
func checkDamagedRebuilt(t *testing.T, plan string, damage func(t *testing.T, entry string)) {
	dir := t.TempDir()
	cache, out, clean := filepath.Join(dir, "cache"), filepath.Join(dir, "pkg"), filepath.Join(dir, "clean")
	cachedBuild(t, mutantToy(""), plan, dir, out, cache)
	entries, _ := filepath.Glob(filepath.Join(cache, "*", "answer"))
	if len(entries) != 3 {
		t.Fatalf("%d entries in the cache, want 3", len(entries))
	}
	for _, e := range entries {
		damage(t, filepath.Dir(e))
	}
	var warnings bytes.Buffer
	opt := testpkg.Options{Problem: mutantToy(""), Out: out, Seed: 1, Jobs: 2, Plan: []byte(plan), PlanName: "plan.txt", PlanDir: dir, Warnings: &warnings}
	if opt.Cache, _ = testcache.Open(cache, 0); opt.Cache == nil {
		t.Fatal("cannot open the cache")
	}
	m, err := testpkg.Build(context.Background(), opt)
	if err != nil {
		t.Fatalf("build over damaged entries: %v", err)
	}
	if m.FromCache != 0 {
		t.Errorf("%d tests restored from damaged entries", m.FromCache)
	}
	lines := strings.Split(strings.TrimSpace(warnings.String()), "\n")
	if len(lines) != len(entries) {
		t.Errorf("%d warning lines for %d damaged entries:\n%s", len(lines), len(entries), warnings.String())
	}
	for _, e := range entries {
		key := filepath.Base(filepath.Dir(e))
		if !strings.Contains(warnings.String(), "entry "+key+" is damaged") {
			t.Errorf("no warning names entry %s:\n%s", key, warnings.String())
		}
	}
	if !strings.Contains(warnings.String(), "rebuilt instead") {
		t.Errorf("the warnings do not say the tests were rebuilt:\n%s", warnings.String())
	}
	cachedBuild(t, mutantToy(""), plan, dir, clean, "")
	sameTree(t, out, clean, "damaged entries are rebuilt")
	if m := cachedBuild(t, mutantToy(""), plan, dir, out, cache); m.FromCache != len(m.Tests) {
		t.Errorf("the rebuilt entries were not stored again: %d of %d from the cache", m.FromCache, len(m.Tests))
	}
}

func readEntry(t *testing.T, entry, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(entry, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// writeEntry replaces a file of a cache entry (whose files are read-only).
func writeEntry(t *testing.T, entry, name, content string) {
	t.Helper()
	os.Remove(filepath.Join(entry, name))
	if err := os.WriteFile(filepath.Join(entry, name), []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
