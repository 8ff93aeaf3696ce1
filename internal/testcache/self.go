package testcache

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
)

// Self is the identity of the running binary: the SHA-256 of its content.
// Every built-in generator, validator and solution is compiled into it, so
// a cached test made by another build of carokit is never reused. Hashing
// the binary costs tens of milliseconds, so the hash is remembered in the
// cache, under the file's path, size and modification time.
func (c *Cache) Self() (string, error) {
	exe, err := os.Executable()
	if err != nil {
		return "", fmt.Errorf("test cache: find the carokit binary: %w", err)
	}
	st, err := os.Stat(exe)
	if err != nil {
		return "", fmt.Errorf("test cache: %w", err)
	}
	memo := filepath.Join(c.dir, ".self-"+Key(exe, strconv.FormatInt(st.Size(), 10), strconv.FormatInt(st.ModTime().UnixNano(), 10))[:32])
	if data, err := os.ReadFile(memo); err == nil && valid(string(data)) {
		return string(data), nil
	}
	f, err := os.Open(exe)
	if err != nil {
		return "", fmt.Errorf("test cache: %w", err)
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", fmt.Errorf("test cache: hash the carokit binary: %w", err)
	}
	id := hex.EncodeToString(h.Sum(nil))
	if tmp, err := os.CreateTemp(c.dir, ".self-tmp-"); err == nil {
		_, werr := tmp.WriteString(id)
		cerr := tmp.Close()
		if werr == nil && cerr == nil {
			os.Rename(tmp.Name(), memo)
		}
		os.Remove(tmp.Name())
	}
	return id, nil
}
