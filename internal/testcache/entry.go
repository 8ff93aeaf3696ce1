package testcache

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"time"
)

// SumsFile is the record of an entry: the key the entry was written for
// and the SHA-256 and size of each of its files. Put writes it last; every
// read checks the entry against it, so an entry edited, truncated,
// completed or moved under another key is a miss, never a test.
const SumsFile = "sums.json"

// sumsLimit bounds the record read back: a few lines per file.
const sumsLimit = 1 << 20

// sums is the content of SumsFile.
type sums struct {
	Key   string             `json:"key"`
	Files map[string]fileSum `json:"files"`
}

type fileSum struct {
	SHA256 string `json:"sha256"`
	Bytes  int64  `json:"bytes"`
}

// ErrMiss is Get's error for a key with no entry.
var ErrMiss = errors.New("test cache: no entry")

// DamagedError says why an entry does not match its record: its files
// were changed after it was written (by hand, by a disk fault, by a
// program that can write the cache folder). The entry is not to be used.
type DamagedError struct {
	Key string
	Why string
}

func (e *DamagedError) Error() string {
	return fmt.Sprintf("test cache: entry %s is damaged: %s", e.Key, e.Why)
}

// Entry is an entry whose record is the one written for its key and whose
// folder holds exactly the files the record lists, each of the recorded
// size. Its files' content is checked against the record as they are
// read.
type Entry struct {
	dir   string
	key   string
	files map[string]fileSum
}

// Get opens key's entry and marks it used. It returns ErrMiss when there
// is none and a *DamagedError when the entry does not match its record
// (a missing, extra or resized file, a record that is not for key).
func (c *Cache) Get(key string) (*Entry, error) {
	if !valid(key) {
		return nil, fmt.Errorf("test cache: bad key %q", key)
	}
	dir := c.path(key)
	st, err := os.Lstat(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrMiss
	}
	if err != nil {
		return nil, fmt.Errorf("test cache: %w", err)
	}
	damaged := func(format string, a ...any) error { return &DamagedError{Key: key, Why: fmt.Sprintf(format, a...)} }
	if !st.IsDir() {
		return nil, damaged("not a folder")
	}
	data, err := readLimited(filepath.Join(dir, SumsFile), sumsLimit)
	if err != nil {
		return nil, damaged("its record: %v", err)
	}
	var s sums
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return nil, damaged("its record: %v", err)
	}
	if s.Key != key {
		return nil, damaged("its record is for another entry, %.16s…", s.Key)
	}
	des, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("test cache: %w", err)
	}
	seen := map[string]bool{}
	for _, de := range des {
		name := de.Name()
		if name == SumsFile {
			continue
		}
		want, ok := s.Files[name]
		if !ok {
			return nil, damaged("%s is not in its record", name)
		}
		info, err := de.Info()
		if err != nil || !info.Mode().IsRegular() {
			return nil, damaged("%s is not a regular file", name)
		}
		if info.Size() != want.Bytes {
			return nil, damaged("%s has %d bytes, its record %d", name, info.Size(), want.Bytes)
		}
		seen[name] = true
	}
	for _, name := range slices.Sorted(maps.Keys(s.Files)) {
		if !seen[name] {
			return nil, damaged("%s is missing", name)
		}
	}
	now := time.Now()
	os.Chtimes(dir, now, now) // for Trim: recently used
	return &Entry{dir: dir, key: key, files: s.Files}, nil
}

// Has reports whether key has an entry that matches its record (see Get),
// and marks it used.
func (c *Cache) Has(key string) bool {
	_, err := c.Get(key)
	return err == nil
}

// Key is the entry's key.
func (e *Entry) Key() string { return e.key }

// SHA256 is the named file's SHA-256 in the record ("" for none).
func (e *Entry) SHA256(name string) string { return e.files[name].SHA256 }

// ReadFile returns the named file of the entry, at most limit bytes,
// after checking its SHA-256 against the record.
func (e *Entry) ReadFile(name string, limit int64) ([]byte, error) {
	want, err := e.sum(name)
	if err != nil {
		return nil, err
	}
	if want.Bytes > limit {
		return nil, fmt.Errorf("test cache: %s/%s is over %d bytes", e.key, name, limit)
	}
	var buf bytes.Buffer
	if _, err := e.copyChecked(name, want, &buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// CopyFile copies the named file of the entry to dst (created, not
// replaced: dst is in a folder carokit is building) and returns the bytes
// copied. When the content does not match the record, dst is removed and
// the error is a *DamagedError.
func (e *Entry) CopyFile(name, dst string) (int64, error) {
	want, err := e.sum(name)
	if err != nil {
		return 0, err
	}
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return 0, fmt.Errorf("test cache: %w", err)
	}
	n, err := e.copyChecked(name, want, out)
	if cerr := out.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("test cache: copy %s: %w", name, cerr)
	}
	if err != nil {
		os.Remove(dst)
		return n, err
	}
	return n, nil
}

func (e *Entry) sum(name string) (fileSum, error) {
	if !validName(name) {
		return fileSum{}, fmt.Errorf("test cache: bad entry %q/%q", e.key, name)
	}
	want, ok := e.files[name]
	if !ok {
		return fileSum{}, &DamagedError{Key: e.key, Why: name + " is not in its record"}
	}
	return want, nil
}

// copyChecked copies the named file to w, hashing it on the way, and
// fails with a *DamagedError unless it has the recorded size and SHA-256.
// It reads at most one byte more than recorded.
func (e *Entry) copyChecked(name string, want fileSum, w io.Writer) (int64, error) {
	f, err := os.Open(filepath.Join(e.dir, name))
	if err != nil {
		return 0, &DamagedError{Key: e.key, Why: fmt.Sprintf("%s: %v", name, errors.Unwrap(err))}
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(w, h), io.LimitReader(f, want.Bytes+1))
	if err != nil {
		return n, fmt.Errorf("test cache: copy %s: %w", name, err)
	}
	if n != want.Bytes {
		return n, &DamagedError{Key: e.key, Why: fmt.Sprintf("%s has %d bytes, its record %d", name, n, want.Bytes)}
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != want.SHA256 {
		return n, &DamagedError{Key: e.key, Why: fmt.Sprintf("%s does not match its SHA-256 in the record", name)}
	}
	return n, nil
}

// readLimited reads a file of at most limit bytes.
func readLimited(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("over %d bytes", limit)
	}
	return data, nil
}

// hashingWriter counts and hashes what is written through it.
type hashingWriter struct {
	w io.Writer
	h hash.Hash
	n int64
}

func (hw *hashingWriter) Write(p []byte) (int, error) {
	n, err := hw.w.Write(p)
	hw.h.Write(p[:n])
	hw.n += int64(n)
	return n, err
}

func (hw *hashingWriter) sum() fileSum {
	return fileSum{SHA256: hex.EncodeToString(hw.h.Sum(nil)), Bytes: hw.n}
}
