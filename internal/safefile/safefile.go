// Package safefile is the one way carokit writes an output file the user
// named (stress --save, show --svg/--png, ...). What stands at the path is
// never lost or replaced by something else:
//
//   - a regular file, or no file, is written atomically: a temporary file
//     beside it is written, synced and renamed over it, so a reader sees
//     the old content or the new, never half of it; an existing file keeps
//     its permission bits (and, when root writes it, its owner), a new
//     one gets 0644 minus the umask;
//   - a symbolic link is followed: the link stays, its target is written
//     (atomically when the target is a regular file or missing);
//   - a device, a FIFO or a socket is written in place, opened write-only
//     without truncation, as a shell redirection would;
//   - "-" is standard output.
//
// Nothing is ever renamed over a path that is not a regular file.
package safefile

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Stdout is where "-" writes; a variable so that tests can redirect it.
var Stdout io.Writer = os.Stdout

// File is an output file being written: Write to it, then Commit to put
// it in place, or Abort to leave the destination as it was.
type File struct {
	path string    // as the user gave it, for messages
	w    io.Writer // what Write writes to
	f    *os.File  // the temporary or in-place file; nil for "-"
	tmp  string    // temporary name, "" when written in place
	dest string    // final regular path (symlinks resolved) for a rename
	done bool
}

// Write writes data to path as the package comment describes; perm is
// the mode of a new file before the umask (0644 for carokit's outputs).
func Write(path string, data []byte, perm os.FileMode) error {
	f, err := Create(path, perm)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}

// Create opens path for writing as the package comment describes.
func Create(path string, perm os.FileMode) (*File, error) {
	if path == "-" {
		return &File{path: path, w: Stdout}, nil
	}
	dest, fi, err := resolve(path)
	if err != nil {
		return nil, fmt.Errorf("write %s: %w", path, err)
	}
	if fi != nil && fi.IsDir() {
		return nil, fmt.Errorf("write %s: is a directory", path)
	}
	if fi != nil && !fi.Mode().IsRegular() {
		// A device, a FIFO, a socket: no rename, no truncation.
		f, err := os.OpenFile(dest, os.O_WRONLY, 0)
		if err != nil {
			return nil, fmt.Errorf("write %s: %w", path, err)
		}
		return &File{path: path, w: f, f: f}, nil
	}
	mode := perm
	if fi != nil {
		mode = fi.Mode().Perm()
	}
	f, tmp, err := createTemp(dest, mode)
	if err != nil {
		return nil, fmt.Errorf("write %s: %w", path, err)
	}
	if fi != nil {
		// The umask applied at creation; an existing file keeps exactly
		// the bits it had.
		keepOwner(f, fi) // before Chmod: chown may clear set-id bits
		if err := f.Chmod(mode); err != nil {
			f.Close()
			os.Remove(tmp)
			return nil, fmt.Errorf("write %s: %w", path, err)
		}
	}
	return &File{path: path, w: f, f: f, tmp: tmp, dest: dest}, nil
}

// Write writes to the file (or to the temporary file that replaces it).
func (f *File) Write(p []byte) (int, error) {
	n, err := f.w.Write(p)
	if err != nil {
		err = fmt.Errorf("write %s: %w", f.path, err)
	}
	return n, err
}

// Commit puts the written content in place: it syncs and renames a
// temporary file over the destination, or closes a file written in place.
func (f *File) Commit() error {
	if f.done {
		return fmt.Errorf("write %s: already committed or aborted", f.path)
	}
	f.done = true
	if f.f == nil {
		return nil
	}
	if f.tmp == "" {
		if err := f.f.Close(); err != nil {
			return fmt.Errorf("write %s: %w", f.path, err)
		}
		return nil
	}
	err := f.f.Sync()
	if cerr := f.f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.tmp, f.dest)
	}
	if err != nil {
		os.Remove(f.tmp)
		return fmt.Errorf("write %s: %w", f.path, err)
	}
	syncDir(filepath.Dir(f.dest))
	return nil
}

// Abort discards what was written: the destination is unchanged (a file
// written in place keeps what was already written to it).
func (f *File) Abort() {
	if f.done {
		return
	}
	f.done = true
	if f.f != nil {
		f.f.Close()
	}
	if f.tmp != "" {
		os.Remove(f.tmp)
	}
}

// maxLinks bounds symlink resolution, as the kernel's ELOOP does.
const maxLinks = 40

// resolve follows symbolic links from path to the file that would be
// written, and returns it with its FileInfo (nil when it does not exist).
func resolve(path string) (string, os.FileInfo, error) {
	p := path
	for range maxLinks {
		fi, err := os.Lstat(p)
		if errors.Is(err, os.ErrNotExist) {
			return p, nil, nil
		}
		if err != nil {
			return "", nil, err
		}
		if fi.Mode()&os.ModeSymlink == 0 {
			return p, fi, nil
		}
		target, err := os.Readlink(p)
		if err != nil {
			return "", nil, err
		}
		if !filepath.IsAbs(target) {
			target = filepath.Join(filepath.Dir(p), target)
		}
		p = target
	}
	return "", nil, errors.New("too many levels of symbolic links")
}

// createTemp creates a new file beside dest with mode (minus the umask,
// which the kernel applies), with a random name that is hidden and says
// what it is for.
func createTemp(dest string, mode os.FileMode) (*os.File, string, error) {
	dir, base := filepath.Split(dest)
	for range 100 {
		var b [6]byte
		rand.Read(b[:])
		tmp := filepath.Join(dir, "."+base+".carokit-"+hex.EncodeToString(b[:]))
		f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
		if errors.Is(err, os.ErrExist) {
			continue
		}
		return f, tmp, err
	}
	return nil, "", errors.New("cannot create a temporary file")
}

// syncDir makes a rename in dir durable; failure only weakens durability
// after a crash, so it is not reported.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}
