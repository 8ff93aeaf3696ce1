package testcache

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// entry is one cached test as Trim sees it.
type entry struct {
	key  string
	used time.Time
	size int64
}

// Trim removes the least recently used entries until the cache holds at
// most its maximum size, and temporary folders older than an hour (left by
// a killed build). It returns how many entries it removed.
func (c *Cache) Trim() (int, error) {
	des, err := os.ReadDir(c.dir)
	if err != nil {
		return 0, fmt.Errorf("test cache: %w", err)
	}
	var entries []entry
	var total int64
	for _, de := range des {
		info, err := de.Info()
		if err != nil || !de.IsDir() {
			continue
		}
		if strings.HasPrefix(de.Name(), ".put-") {
			if time.Since(info.ModTime()) > time.Hour {
				os.RemoveAll(filepath.Join(c.dir, de.Name()))
			}
			continue
		}
		if !valid(de.Name()) {
			continue // not ours: left alone
		}
		e := entry{key: de.Name(), used: info.ModTime(), size: dirSize(filepath.Join(c.dir, de.Name()))}
		entries = append(entries, e)
		total += e.size
	}
	// Oldest first; ties by key, so the choice does not depend on the
	// order the folder lists them in.
	slices.SortFunc(entries, func(a, b entry) int {
		if c := a.used.Compare(b.used); c != 0 {
			return c
		}
		return strings.Compare(a.key, b.key)
	})
	removed := 0
	for _, e := range entries {
		if total <= c.maxBytes {
			break
		}
		if err := os.RemoveAll(c.path(e.key)); err != nil {
			return removed, fmt.Errorf("test cache: %w", err)
		}
		total -= e.size
		removed++
	}
	return removed, nil
}

func dirSize(dir string) int64 {
	des, err := os.ReadDir(dir)
	if err != nil {
		return 0
	}
	var n int64
	for _, de := range des {
		if info, err := de.Info(); err == nil {
			n += info.Size()
		}
	}
	return n
}
