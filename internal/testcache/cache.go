// Package testcache is the content-addressed cache of built tests behind
// incremental package builds: an entry holds a test's files (input,
// answer) and what was measured on them, under a key that names everything
// the test depends on (the plan line with its seed, the generator's
// identity, the carokit binary that made and measured it). An entry is
// written once, into a temporary folder renamed into place, and never
// changed; reads copy its files out, so a package edited by hand cannot
// reach the cache. Each entry holds a record (SumsFile) of the key it was
// written for and each file's SHA-256 and size, and every read is checked
// against it (entry.go): a damaged entry is an error, never content. The
// check finds accidents and edits of a file; it cannot tell a file and
// its record rewritten together by someone who can write the cache
// folder. The cache is bounded: Trim removes the least recently
// used entries beyond a size.
package testcache

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// DefaultMaxBytes bounds the cache when the caller gives no size: 2 GiB,
// about fifty default Caro packages.
const DefaultMaxBytes = 2 << 30

// Cache is a folder of entries, one subfolder per key.
type Cache struct {
	dir      string
	maxBytes int64
}

// DefaultDir is the cache's folder under the user's cache folder
// ($XDG_CACHE_HOME or ~/.cache on Linux).
func DefaultDir() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("no cache folder for built tests: %w", err)
	}
	return filepath.Join(dir, "carokit", "tests"), nil
}

// Open returns the cache in dir (DefaultDir when ""), holding at most
// maxBytes (DefaultMaxBytes when ≤ 0) after each Trim.
func Open(dir string, maxBytes int64) (*Cache, error) {
	if dir == "" {
		d, err := DefaultDir()
		if err != nil {
			return nil, err
		}
		dir = d
	}
	if maxBytes <= 0 {
		maxBytes = DefaultMaxBytes
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("test cache: %w", err)
	}
	return &Cache{dir: dir, maxBytes: maxBytes}, nil
}

// Dir is the cache's folder.
func (c *Cache) Dir() string { return c.dir }

// Key hashes parts into a key; each part is length-prefixed, so that
// ("ab", "c") and ("a", "bc") differ.
func Key(parts ...string) string {
	h := sha256.New()
	var n [8]byte
	for _, p := range parts {
		binary.LittleEndian.PutUint64(n[:], uint64(len(p)))
		h.Write(n[:])
		io.WriteString(h, p)
	}
	return hex.EncodeToString(h.Sum(nil))
}

func (c *Cache) path(key string) string { return filepath.Join(c.dir, key) }

// valid keys are what Key returns: they are file names, nothing else.
func valid(key string) bool {
	if len(key) != 64 {
		return false
	}
	_, err := hex.DecodeString(key)
	return err == nil
}

func validName(name string) bool {
	return name != "" && name != "." && name != ".." && !strings.ContainsAny(name, `/\`)
}

// Put stores files (name → path of a file to copy in) under key. An entry
// already there is kept: entries never change. Errors leave no entry.
func (c *Cache) Put(key string, files map[string]string) error {
	if !valid(key) {
		return fmt.Errorf("test cache: bad key %q", key)
	}
	if _, err := os.Stat(c.path(key)); err == nil {
		return nil
	}
	tmp, err := os.MkdirTemp(c.dir, ".put-")
	if err != nil {
		return fmt.Errorf("test cache: %w", err)
	}
	defer os.RemoveAll(tmp) // after a rename, nothing is left there
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	record := sums{Key: key, Files: map[string]fileSum{}}
	for _, name := range names {
		if !validName(name) || name == SumsFile {
			return fmt.Errorf("test cache: bad file name %q", name)
		}
		sum, err := copyIn(files[name], filepath.Join(tmp, name))
		if err != nil {
			return err
		}
		record.Files[name] = sum
	}
	// The record last: an entry without one is damaged, never half read.
	data, err := json.Marshal(&record)
	if err != nil {
		return fmt.Errorf("test cache: %w", err)
	}
	if err := os.WriteFile(filepath.Join(tmp, SumsFile), data, 0o444); err != nil {
		return fmt.Errorf("test cache: %w", err)
	}
	if err := os.Rename(tmp, c.path(key)); err != nil {
		if _, serr := os.Stat(c.path(key)); serr == nil {
			return nil // another build stored the same entry first
		}
		return fmt.Errorf("test cache: %w", err)
	}
	return nil
}

// copyIn copies src to the new file dst and returns the copy's SHA-256
// and size, computed while writing it.
func copyIn(src, dst string) (fileSum, error) {
	in, err := os.Open(src)
	if err != nil {
		return fileSum{}, fmt.Errorf("test cache: %w", err)
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o444)
	if err != nil {
		return fileSum{}, fmt.Errorf("test cache: %w", err)
	}
	hw := &hashingWriter{w: out, h: sha256.New()}
	_, err = io.Copy(hw, in)
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fileSum{}, fmt.Errorf("test cache: store %s: %w", filepath.Base(dst), err)
	}
	return hw.sum(), nil
}

// Remove deletes key's entry (a damaged one, found by its reader).
func (c *Cache) Remove(key string) error {
	if !valid(key) {
		return errors.New("test cache: bad key")
	}
	return os.RemoveAll(c.path(key))
}
