package check

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"unicode/utf8"

	"carokit/internal/safefile"
	"carokit/kattis/format"
	"carokit/runner"
)

// Substituted is the program at path (a file or a folder) with
// problem.yaml's constants put for each {{name}} and {{name.variant}} of
// its text files, as BAPCtools does in the sources of input and output
// validators and of generators (the 2025-09 format also names example
// submissions, which BAPCtools keeps as written, and so does carokit):
// path itself when no file holds one, else a copy under
// cacheDir/constants/KEY/, KEY the SHA-256 of the substituted files, so
// that the compile cache (by content) tells programs built with other
// values apart. A file is copied with the C and C++ headers of its
// folder, which its #include "..." lines find beside it (substituted
// too); a folder whole. Binary files (a NUL byte, or not UTF-8, which
// BAPCtools does not read as text) are copied as they are. unknown lists
// the {{...}} no constant names, left as written.
func Substituted(cacheDir, path string, constants map[string]string) (out string, unknown []string, err error) {
	if len(constants) == 0 {
		return path, nil, nil
	}
	st, err := os.Stat(path)
	if err != nil {
		return "", nil, err
	}
	files, err := programFiles(path, st.IsDir())
	if err != nil {
		return "", nil, err
	}
	texts := make([][]byte, len(files))
	changed := false
	for i, f := range files {
		b, err := os.ReadFile(filepath.Join(filepath.Dir(path), f))
		if err != nil {
			return "", nil, err
		}
		texts[i] = b
		if bytes.IndexByte(b, 0) >= 0 || !utf8.Valid(b) || !format.HasConstants(b) {
			continue
		}
		var u []string
		texts[i], u = format.SubstituteConstants(b, constants)
		unknown = append(unknown, u...)
		changed = changed || !bytes.Equal(texts[i], b)
	}
	if !changed {
		return path, unknown, nil
	}
	out, err = KeepCopy(cacheDir, path, files, texts)
	return out, unknown, err
}

// programFiles are the files Substituted copies, relative to path's
// folder: path and the headers beside it, or every regular file below
// the folder path.
func programFiles(path string, isDir bool) ([]string, error) {
	base := filepath.Base(path)
	if !isDir {
		all, err := withHeaders(path)
		if err != nil {
			return nil, err
		}
		out := []string{base}
		for _, h := range all[1:] {
			if filepath.Base(h) != base {
				out = append(out, filepath.Base(h))
			}
		}
		return out, nil
	}
	var out []string
	err := filepath.WalkDir(path, func(f string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Type().IsRegular() || d.Type()&fs.ModeSymlink != 0 && !linksToDir(f) {
			rel, err := filepath.Rel(filepath.Dir(path), f)
			out = append(out, rel)
			return err
		}
		return nil
	})
	return out, err
}

// linksToDir says a symbolic link leads to a folder (not copied: WalkDir
// does not follow it).
func linksToDir(f string) bool {
	st, err := os.Stat(f)
	return err == nil && st.IsDir()
}

// KeepCopy writes files (slash or native paths relative to the folder
// holding path) with their texts under cacheDir/constants/, in a folder
// named by their content, and returns path's counterpart there ("":
// runner's default cache folder).
func KeepCopy(cacheDir, path string, files []string, texts [][]byte) (string, error) {
	if cacheDir == "" {
		var err error
		if cacheDir, err = runner.DefaultCacheDir(); err != nil {
			return "", err
		}
	}
	h := sha256.New()
	for i, f := range files {
		fmt.Fprintf(h, "%s\x00%d\x00", filepath.ToSlash(f), len(texts[i]))
		h.Write(texts[i])
	}
	dir := filepath.Join(cacheDir, "constants", hex.EncodeToString(h.Sum(nil))[:32])
	for i, f := range files {
		mode := os.FileMode(0o644)
		if st, err := os.Stat(filepath.Join(filepath.Dir(path), f)); err == nil && st.Mode()&0o111 != 0 {
			mode = 0o755
		}
		dst := filepath.Join(dir, f)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return "", err
		}
		if err := safefile.Write(dst, texts[i], mode); err != nil {
			return "", err
		}
	}
	return filepath.Join(dir, filepath.Base(path)), nil
}
