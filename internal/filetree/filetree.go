// Package filetree reads a folder's files into memory, for tests that
// compare what a command left in a folder with what it left before (or
// with another run's).
package filetree

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
)

// Read returns the content of every regular file under root, by its path
// relative to root.
func Read(root string) (map[string][]byte, error) {
	files := map[string][]byte{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		files[rel] = data
		return nil
	})
	return files, err
}

// Diff lists, sorted, the paths whose content differs between two trees
// Read returned: changed, only in a, or only in b.
func Diff(a, b map[string][]byte) []string {
	var diff []string
	for name, data := range a {
		if other, ok := b[name]; !ok || !bytes.Equal(data, other) {
			diff = append(diff, name)
		}
	}
	for name := range b {
		if _, ok := a[name]; !ok {
			diff = append(diff, name)
		}
	}
	slices.Sort(diff)
	return diff
}
