package testpkg

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// writeFiles writes a test's input, answer and extra files (by
// extension, each beside the input) under dir, recording in e each
// file's size and the SHA-256 computed while writing it. Files get mode
// 0644 and folders 0755, less the umask.
func writeFiles(dir string, e *TestEntry, input, answer []byte, extra map[string][]byte) error {
	release, err := hold()
	if err != nil {
		return err
	}
	defer release()
	if e.InputSHA256, e.InputBytes, err = writeHashed(dir, e.Input, input); err != nil {
		return err
	}
	if e.AnswerSHA256, e.AnswerBytes, err = writeHashed(dir, e.Answer, answer); err != nil {
		return err
	}
	e.Extra = nil
	for _, ext := range slices.Sorted(maps.Keys(extra)) {
		x := ExtraFile{Ext: ext, Path: strings.TrimSuffix(e.Input, ".in") + ext}
		if x.SHA256, x.Bytes, err = writeHashed(dir, x.Path, extra[ext]); err != nil {
			return err
		}
		e.Extra = append(e.Extra, x)
	}
	return nil
}

// writeHashed writes data to the new file rel under dir and returns its
// SHA-256 and size.
func writeHashed(dir, rel string, data []byte) (string, int64, error) {
	path := filepath.Join(dir, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return "", 0, fmt.Errorf("write package: %w", err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return "", 0, fmt.Errorf("write package: %w", err)
	}
	h := sha256.New()
	h.Write(data)
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return "", 0, fmt.Errorf("write package: %w", err)
	}
	return hex.EncodeToString(h.Sum(nil)), int64(len(data)), nil
}

// writeMetadata writes, beside the tests in dir, the manifest, the plan,
// the test groups' yaml files and, when yaml is not nil, problem.yaml.
func writeMetadata(dir string, m *Manifest, planText, problemYAML []byte) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	if err := enc.Encode(m); err != nil {
		return fmt.Errorf("encode manifest: %w", err)
	}
	files := map[string][]byte{
		ManifestFile: buf.Bytes(),
		"plan.txt":   planText,
	}
	if problemYAML != nil {
		files["problem.yaml"] = problemYAML
	}
	var total float64
	for _, s := range m.Subtasks {
		files[filepath.Join("data", "secret", s.Group, "test_group.yaml")] = TestGroupYAML(s, "per-test")
		total += s.Weight
	}
	files[filepath.Join("data", "secret", "test_group.yaml")] = TestGroupYAML(SubtaskEntry{Group: "secret", Note: "all subtasks", Weight: total}, "per-test")
	for name, data := range files {
		// A draft's subtask may have no tests, hence no folder yet.
		if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(name)), 0o755); err != nil {
			return fmt.Errorf("write package: %w", err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return fmt.Errorf("write package: %w", err)
		}
	}
	return nil
}

// swapIn moves the complete package built in tmp into the existing
// package folder dir, replacing only carokit's own entries (Owned) and
// keeping everything else. Each step is a rename, and manifest.json comes
// last: until then dir keeps its old manifest, so an interruption leaves
// a folder the judge refuses (its files no longer match) and the next
// build still recognises as carokit's and repairs; never a mix a reader
// accepts. The old entries go to tmp/.old, removed with tmp.
func swapIn(tmp, dir string, withYAML bool) error {
	old := filepath.Join(tmp, ".old")
	if err := os.Mkdir(old, 0o700); err != nil {
		return fmt.Errorf("replace the package: %w", err)
	}
	moved := false
	if err := os.Rename(filepath.Join(dir, "data"), filepath.Join(old, "data")); err == nil {
		moved = true
	} else if !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("move the previous tests aside: %w", err)
	}
	if err := os.Rename(filepath.Join(tmp, "data"), filepath.Join(dir, "data")); err != nil {
		if moved {
			os.Rename(filepath.Join(old, "data"), filepath.Join(dir, "data"))
		}
		return fmt.Errorf("move the tests into place: %w", err)
	}
	names := []string{"plan.txt"}
	if withYAML {
		names = append(names, "problem.yaml")
	}
	for _, name := range append(names, ManifestFile) {
		if err := os.Rename(filepath.Join(tmp, name), filepath.Join(dir, name)); err != nil {
			return fmt.Errorf("move %s into place: %w", name, err)
		}
	}
	return nil
}
