package testcache

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDamagedEntries: an entry changed after Put, in any way, is reported
// damaged (by Get or by the read of the file changed), never read as
// content; one untouched beside it reads back.
func TestDamagedEntries(t *testing.T) {
	files := map[string]string{"input": "5 1\n1 1\n", "answer": "1\n", "record.json": `{"answer_text":"1"}`}
	cases := []struct {
		name   string
		damage func(t *testing.T, entry, other string)
		why    string // what the damage says, in the error
	}{
		{"tampered answer", func(t *testing.T, entry, _ string) { rewrite(t, entry, "answer", "2\n") },
			"answer does not match its SHA-256"},
		{"tampered record", func(t *testing.T, entry, _ string) { rewrite(t, entry, "record.json", `{"answer_text":"2"}`) },
			"record.json does not match its SHA-256"},
		{"answer and its size in the sums rewritten", func(t *testing.T, entry, _ string) {
			rewrite(t, entry, "answer", "22\n")
			sums := read(t, entry, SumsFile)
			rewrite(t, entry, SumsFile, strings.Replace(sums, `"bytes":2}`, `"bytes":3}`, 1))
		}, "answer does not match its SHA-256"},
		{"truncated file", func(t *testing.T, entry, _ string) { rewrite(t, entry, "input", "5 1\n") },
			"input has 4 bytes, its record 8"},
		{"extra file", func(t *testing.T, entry, _ string) { rewrite(t, entry, "answer.orig", "1\n") },
			"answer.orig is not in its record"},
		{"missing file", func(t *testing.T, entry, _ string) { remove(t, entry, "answer") },
			"answer is missing"},
		{"missing record", func(t *testing.T, entry, _ string) { remove(t, entry, SumsFile) },
			"its record"},
		{"record not JSON", func(t *testing.T, entry, _ string) { rewrite(t, entry, SumsFile, "{") },
			"its record"},
		{"entry moved under another key", func(t *testing.T, entry, other string) {
			if err := os.RemoveAll(entry); err != nil {
				t.Fatal(err)
			}
			if err := os.Rename(other, entry); err != nil {
				t.Fatal(err)
			}
		}, "its record is for another entry"},
		{"file replaced by a symbolic link", func(t *testing.T, entry, _ string) {
			remove(t, entry, "answer")
			if err := os.Symlink("/etc/passwd", filepath.Join(entry, "answer")); err != nil {
				t.Fatal(err)
			}
		}, "answer is not a regular file"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			cache, err := Open(dir, 0)
			if err != nil {
				t.Fatal(err)
			}
			key, other := Key("damaged"), Key("other")
			put(t, cache, key, files)
			put(t, cache, other, map[string]string{"input": "7\n", "answer": "3\n", "record.json": "{}"})
			c.damage(t, filepath.Join(dir, key), filepath.Join(dir, other))
			err = readAll(cache, key, files)
			var d *DamagedError
			if !errors.As(err, &d) || d.Key != key || !strings.Contains(err.Error(), c.why) {
				t.Fatalf("read of the damaged entry: %v; want a DamagedError for %s saying %q", err, key[:8], c.why)
			}
			if cache.Has(key) && !strings.Contains(c.why, "SHA-256") {
				t.Error("Has says yes to an entry Get refuses")
			}
		})
	}
	t.Run("untouched", func(t *testing.T) {
		cache, err := Open(t.TempDir(), 0)
		if err != nil {
			t.Fatal(err)
		}
		put(t, cache, Key("k"), files)
		if err := readAll(cache, Key("k"), files); err != nil {
			t.Fatal(err)
		}
		if _, err := cache.Get(Key("absent")); !errors.Is(err, ErrMiss) {
			t.Errorf("Get of an absent key: %v, want ErrMiss", err)
		}
	})
}

// readAll opens key's entry and reads each of files, by ReadFile and by
// CopyFile, checking the content; it returns the first error.
func readAll(c *Cache, key string, files map[string]string) error {
	e, err := c.Get(key)
	if err != nil {
		return err
	}
	dst, err := os.MkdirTemp("", "testcache-read-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dst)
	for name, want := range files {
		data, err := e.ReadFile(name, 100)
		if err != nil {
			return err
		}
		if string(data) != want {
			return errors.New("read " + name + ": wrong content " + string(data))
		}
		out := filepath.Join(dst, name)
		if _, err := e.CopyFile(name, out); err != nil {
			if _, serr := os.Stat(out); serr == nil {
				return errors.New("a copy that failed its check was left at " + out)
			}
			return err
		}
	}
	return nil
}

func put(t *testing.T, c *Cache, key string, files map[string]string) {
	t.Helper()
	src := t.TempDir()
	paths := map[string]string{}
	for name, content := range files {
		paths[name] = write(t, src, name, content)
	}
	if err := c.Put(key, paths); err != nil {
		t.Fatal(err)
	}
}

// rewrite replaces a file of an entry (written 0444 by Put).
func rewrite(t *testing.T, entry, name, content string) {
	t.Helper()
	os.Remove(filepath.Join(entry, name))
	write(t, entry, name, content)
}

func remove(t *testing.T, entry, name string) {
	t.Helper()
	if err := os.Remove(filepath.Join(entry, name)); err != nil {
		t.Fatal(err)
	}
}

func read(t *testing.T, entry, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(entry, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// FuzzEntryRecord writes arbitrary bytes as an entry's sums.json: Get
// never panics, and whatever it accepts, a read gives only content that
// matches the record it accepted (or an error).
func FuzzEntryRecord(f *testing.F) {
	f.Add([]byte(`{"key":"","files":{}}`))
	f.Add([]byte(`{"files":{"answer":{"sha256":"00","bytes":-1}}}`))
	f.Add([]byte(`{"files":{"answer":{"sha256":"00","bytes":9223372036854775807}}}`))
	f.Add([]byte(`{"key":1}`))
	f.Add([]byte("{"))
	f.Fuzz(func(t *testing.T, record []byte) {
		dir := t.TempDir()
		c, err := Open(dir, 0)
		if err != nil {
			t.Fatal(err)
		}
		key := Key("fuzz")
		put(t, c, key, map[string]string{"answer": "1\n"})
		// The key in the fuzzed record is made this entry's when it says
		// KEY, so that the files' part of the record is reached.
		rewrite(t, filepath.Join(dir, key), SumsFile, strings.ReplaceAll(string(record), "KEY", key))
		e, err := c.Get(key)
		if err != nil {
			return
		}
		data, err := e.ReadFile("answer", 1<<20)
		if err == nil && (string(data) != "1\n" || e.SHA256("answer") != sha256Hex("1\n")) {
			t.Errorf("read %q under a record of %q", data, record)
		}
	})
}

func sha256Hex(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}
