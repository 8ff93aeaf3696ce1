package testpkg

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Format and FormatVersion mark a manifest.json as carokit's: a rebuild
// replaces only a folder whose manifest carries them, and readers refuse
// a manifest without them (or from a newer carokit).
const (
	Format        = "carokit-package"
	FormatVersion = 1
)

// DefaultMaxTestBytes bounds a test file of a problem that states no
// bound of its own (problem.Spec.MaxTestBytes).
const DefaultMaxTestBytes = 256 << 20

// maxManifestBytes bounds manifest.json: thousands of tests take a few MB.
const maxManifestBytes = 64 << 20

// Package is a package folder opened for reading: its manifest, every
// entry of which has been checked, and the bound on its test files. All
// reading of test files goes through it (judge, export, bench), so every
// reader refuses the same packages with the same messages.
type Package struct {
	Dir      string
	Manifest *Manifest
	// MaxTestBytes is the largest test file accepted.
	MaxTestBytes int64
}

// Open reads and checks the manifest of the package in dir. A test file
// may hold at most maxTestBytes (0: DefaultMaxTestBytes).
func Open(dir string, maxTestBytes int64) (*Package, error) {
	m, err := readManifest(dir)
	if err != nil {
		return nil, err
	}
	return NewPackage(dir, m, maxTestBytes)
}

// NewPackage checks a manifest already in memory against the rules of
// Open: the format, and for every sample and test a relative path inside
// the package, a SHA-256 and a size within maxTestBytes.
func NewPackage(dir string, m *Manifest, maxTestBytes int64) (*Package, error) {
	if maxTestBytes <= 0 {
		maxTestBytes = DefaultMaxTestBytes
	}
	p := &Package{Dir: dir, Manifest: m, MaxTestBytes: maxTestBytes}
	manifest := filepath.Join(dir, ManifestFile)
	switch {
	case m.Format != Format:
		return nil, fmt.Errorf("read package %s: no \"format\": %q (built by an older carokit, or not a carokit package); rebuild it with carokit package", manifest, Format)
	case m.FormatVersion < 1 || m.FormatVersion > FormatVersion:
		return nil, fmt.Errorf("read package %s: format_version %d, this carokit reads 1 to %d", manifest, m.FormatVersion, FormatVersion)
	}
	for _, list := range [][]TestEntry{m.Samples, m.Tests} {
		for _, t := range list {
			for _, f := range t.files() {
				if err := p.checkEntry(f); err != nil {
					return nil, fmt.Errorf("read package %s: test %s: %w", manifest, t.Name, err)
				}
			}
		}
	}
	return p, nil
}

// Load reads and checks the manifest of the package in dir (see Open).
func Load(dir string) (*Manifest, error) {
	p, err := Open(dir, 0)
	if err != nil {
		return nil, err
	}
	return p.Manifest, nil
}

// fileRef is one file of a test as the manifest records it.
type fileRef struct {
	rel, sha string
	size     int64
}

// files are the test's input, its answer, then its extra files.
func (t TestEntry) files() []fileRef {
	out := []fileRef{{t.Input, t.InputSHA256, t.InputBytes}, {t.Answer, t.AnswerSHA256, t.AnswerBytes}}
	for _, x := range t.Extra {
		out = append(out, fileRef{x.Path, x.SHA256, x.Bytes})
	}
	return out
}

func (p *Package) checkEntry(f fileRef) error {
	if err := checkRel(f.rel); err != nil {
		return err
	}
	if !isSHA256(f.sha) {
		return fmt.Errorf("%s: SHA-256 %q is not 64 hex digits", f.rel, f.sha)
	}
	if f.size < 0 || f.size > p.MaxTestBytes {
		return fmt.Errorf("%s: size %d bytes, over the problem's limit of %d", f.rel, f.size, p.MaxTestBytes)
	}
	return nil
}

// checkRel accepts a slash-separated path of plain names inside the
// package: not absolute, no "." or ".." or empty component.
func checkRel(rel string) error {
	if rel == "" || strings.HasPrefix(rel, "/") || strings.Contains(rel, `\`) || !filepath.IsLocal(filepath.FromSlash(rel)) {
		return fmt.Errorf("path %q does not stay inside the package", rel)
	}
	for _, c := range strings.Split(rel, "/") {
		if c == "" || c == "." || c == ".." {
			return fmt.Errorf("path %q does not stay inside the package", rel)
		}
	}
	return nil
}

func isSHA256(s string) bool {
	if len(s) != 64 {
		return false
	}
	_, err := hex.DecodeString(s)
	return err == nil
}

// ReadInput returns the input of t, checked (see ReadFile).
func (p *Package) ReadInput(t TestEntry) ([]byte, error) { return p.read(t.files()[0]) }

// ReadAnswer returns the answer of t, checked (see ReadFile).
func (p *Package) ReadAnswer(t TestEntry) ([]byte, error) { return p.read(t.files()[1]) }

// ReadExtra returns one of a test's extra files, checked (see ReadFile).
func (p *Package) ReadExtra(x ExtraFile) ([]byte, error) {
	return p.read(fileRef{x.Path, x.SHA256, x.Bytes})
}

// Verify reads every file the manifest names, one at a time, so that a
// package edited since it was built is refused before anything runs.
func (p *Package) Verify() error {
	for _, list := range [][]TestEntry{p.Manifest.Samples, p.Manifest.Tests} {
		for _, t := range list {
			for _, f := range t.files() {
				if _, err := p.read(f); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// Path is where the file rel of the package is on disk, for a program
// that opens it itself; call it after Verify.
func (p *Package) Path(rel string) string { return filepath.Join(p.Dir, filepath.FromSlash(rel)) }

// read is the one way a package's test file is read: the path is checked
// component by component (no symbolic link anywhere below the package
// folder), the file must be a regular file of exactly the manifest's size,
// which is known to be within the limit before a byte is read, and its
// content must have the manifest's SHA-256. Errors name the file and the
// reason in one line.
func (p *Package) read(f fileRef) ([]byte, error) {
	if err := p.checkEntry(f); err != nil {
		return nil, fmt.Errorf("read package %s: %w", p.Dir, err)
	}
	path := p.Path(f.rel)
	data, err := readChecked(p.Dir, f)
	if err != nil {
		return nil, fmt.Errorf("read package file %s: %w", path, err)
	}
	return data, nil
}

func readChecked(dir string, f fileRef) ([]byte, error) {
	parts := strings.Split(f.rel, "/")
	cur := dir
	for i, part := range parts {
		cur = filepath.Join(cur, part)
		info, err := os.Lstat(cur)
		if err != nil {
			return nil, unwrapPath(err)
		}
		last := i == len(parts)-1
		switch {
		case info.Mode()&fs.ModeSymlink != 0 && last:
			return nil, errors.New("a symbolic link; a package holds regular files only")
		case info.Mode()&fs.ModeSymlink != 0:
			return nil, fmt.Errorf("%s is a symbolic link; a package holds regular files and folders only", strings.Join(parts[:i+1], "/"))
		case !last && !info.IsDir():
			return nil, fmt.Errorf("%s is not a folder", strings.Join(parts[:i+1], "/"))
		case last && !info.Mode().IsRegular():
			return nil, fmt.Errorf("not a regular file (%s)", info.Mode().Type())
		case last && info.Size() != f.size:
			return nil, fmt.Errorf("size %d bytes, manifest.json says %d (package changed since it was built?)", info.Size(), f.size)
		}
	}
	return readRegular(cur, f)
}

// readRegular opens a file Lstat found regular and reads exactly its
// size, checking that what was opened is still that file.
func readRegular(path string, f fileRef) ([]byte, error) {
	before, err := os.Lstat(path)
	if err != nil {
		return nil, unwrapPath(err)
	}
	file, err := os.Open(path)
	if err != nil {
		return nil, unwrapPath(err)
	}
	defer file.Close()
	info, err := file.Stat()
	if err != nil {
		return nil, unwrapPath(err)
	}
	if !os.SameFile(before, info) || !info.Mode().IsRegular() || info.Size() != f.size {
		return nil, errors.New("changed while being read")
	}
	data := make([]byte, f.size)
	if _, err := io.ReadFull(file, data); err != nil {
		return nil, fmt.Errorf("changed while being read: %w", unwrapPath(err))
	}
	if n, _ := file.Read(make([]byte, 1)); n != 0 {
		return nil, errors.New("changed while being read: it grew")
	}
	sum := sha256.Sum256(data)
	if got := hex.EncodeToString(sum[:]); !strings.EqualFold(got, f.sha) {
		return nil, fmt.Errorf("SHA-256 %s, manifest.json says %s (package changed since it was built?)", got, f.sha)
	}
	return data, nil
}

// unwrapPath drops the path an *fs.PathError repeats: messages name the
// file once, at the front.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: %w", pe.Op, pe.Err)
	}
	return err
}

// readManifest reads dir/manifest.json, a regular file of bounded size.
func readManifest(dir string) (*Manifest, error) {
	path := filepath.Join(dir, ManifestFile)
	data, err := readSmall(path, maxManifestBytes)
	if err != nil {
		return nil, fmt.Errorf("read package %s: %w", path, err)
	}
	var m Manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("read package %s: %w", path, err)
	}
	return &m, nil
}

// readSmall reads a regular file (not a symbolic link) of at most limit
// bytes.
func readSmall(path string, limit int64) ([]byte, error) {
	info, err := os.Lstat(path)
	if err != nil {
		return nil, unwrapPath(err)
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("not a regular file (%s)", info.Mode().Type())
	}
	if info.Size() > limit {
		return nil, fmt.Errorf("%d bytes, over the %d a package file may have", info.Size(), limit)
	}
	file, err := os.Open(path)
	if err != nil {
		return nil, unwrapPath(err)
	}
	defer file.Close()
	var buf bytes.Buffer
	if _, err := io.Copy(&buf, io.LimitReader(file, limit+1)); err != nil {
		return nil, unwrapPath(err)
	}
	if int64(buf.Len()) > limit {
		return nil, fmt.Errorf("over the %d bytes a package file may have", limit)
	}
	return buf.Bytes(), nil
}
