package safefile

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// writeCases are the destinations TestWrite writes through.
var writeCases = []struct {
	name  string
	setup func(t *testing.T, dir string) (path, check string) // check: the regular file to read back
	mode  os.FileMode                                         // expected mode of check; 0: not checked
	link  bool                                                // path must still be a symlink
}{
	// The common case: a new file, 0644 minus the umask (0022 here).
	{name: "new file", setup: func(t *testing.T, dir string) (string, string) {
		p := filepath.Join(dir, "new.in")
		return p, p
	}, mode: 0o644},
	// An existing file keeps its mode: a setter's 0600 file stays private.
	{name: "existing file keeps mode", setup: func(t *testing.T, dir string) (string, string) {
		p := filepath.Join(dir, "old.in")
		must(t, os.WriteFile(p, []byte("old content, longer than the new one\n"), 0o600))
		must(t, os.Chmod(p, 0o600))
		return p, p
	}, mode: 0o600},
	// Root writing a setter's file leaves it the setter's.
	{name: "existing file keeps owner", setup: func(t *testing.T, dir string) (string, string) {
		p := filepath.Join(dir, "theirs.in")
		must(t, os.WriteFile(p, []byte("old"), 0o644))
		if err := os.Chown(p, 1234, 5678); err != nil {
			t.Skip("not root: cannot give a file away")
		}
		t.Cleanup(func() {
			fi, _ := os.Stat(p)
			if st := fi.Sys().(*syscall.Stat_t); st.Uid != 1234 || st.Gid != 5678 {
				t.Errorf("owner %d:%d, want 1234:5678", st.Uid, st.Gid)
			}
		})
		return p, p
	}, mode: 0o644},
	// A symlink stays a link, its target gets the content.
	{name: "symlink to a file", setup: func(t *testing.T, dir string) (string, string) {
		target := filepath.Join(dir, "target.in")
		must(t, os.WriteFile(target, []byte("old"), 0o640))
		must(t, os.Chmod(target, 0o640))
		link := filepath.Join(dir, "link.in")
		must(t, os.Symlink("target.in", link))
		return link, target
	}, mode: 0o640, link: true},
	// A dangling symlink creates its target, as a shell redirection does.
	{name: "dangling symlink", setup: func(t *testing.T, dir string) (string, string) {
		link := filepath.Join(dir, "link.in")
		must(t, os.Symlink("sub-target.in", link))
		return link, filepath.Join(dir, "sub-target.in")
	}, mode: 0o644, link: true},
}

// TestWrite writes through every kind of destination and checks that what
// stood at the path is still of its kind, with the new content where the
// content can be read back.
func TestWrite(t *testing.T) {
	data := []byte("5 1\n1 1\n")
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	for _, c := range writeCases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path, check := c.setup(t, dir)
			must(t, Write(path, data, 0o644))
			got, err := os.ReadFile(check)
			must(t, err)
			if !bytes.Equal(got, data) {
				t.Errorf("content %q, want %q", got, data)
			}
			fi, err := os.Stat(check)
			must(t, err)
			if fi.Mode().Perm() != c.mode {
				t.Errorf("mode %v, want %v", fi.Mode().Perm(), c.mode)
			}
			if c.link {
				li, err := os.Lstat(path)
				must(t, err)
				if li.Mode()&os.ModeSymlink == 0 {
					t.Errorf("%s is no longer a symlink", path)
				}
			}
			entries, _ := os.ReadDir(dir)
			for _, e := range entries {
				if e.Name()[0] == '.' {
					t.Errorf("temporary file %s left behind", e.Name())
				}
			}
		})
	}
}

// TestWriteFIFO: a FIFO is written in place, not replaced by a file.
func TestWriteFIFO(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fifo")
	must(t, syscall.Mkfifo(path, 0o600))
	got := make(chan []byte)
	go func() {
		f, err := os.Open(path)
		if err != nil {
			got <- nil
			return
		}
		b, _ := io.ReadAll(f)
		f.Close()
		got <- b
	}()
	must(t, Write(path, []byte("hello\n"), 0o644))
	if b := <-got; string(b) != "hello\n" {
		t.Errorf("the reader got %q", b)
	}
	fi, err := os.Lstat(path)
	must(t, err)
	if fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("%s is now %v, not a FIFO", path, fi.Mode())
	}
}

// TestWriteDevNull: a character device is opened, not renamed over.
func TestWriteDevNull(t *testing.T) {
	before, err := os.Lstat("/dev/null")
	must(t, err)
	must(t, Write("/dev/null", []byte("x"), 0o644))
	after, err := os.Lstat("/dev/null")
	must(t, err)
	if after.Mode() != before.Mode() || !os.SameFile(before, after) {
		t.Errorf("/dev/null changed: %v, was %v", after.Mode(), before.Mode())
	}
}

// TestWriteRefuses: a directory is an error, and nothing is created.
func TestWriteRefuses(t *testing.T) {
	dir := t.TempDir()
	if err := Write(dir, []byte("x"), 0o644); err == nil {
		t.Fatal("writing over a directory succeeded")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 0 {
		t.Errorf("left %d entries in the directory", len(entries))
	}
}

// TestAbort leaves the existing file untouched.
func TestAbort(t *testing.T) {
	path := filepath.Join(t.TempDir(), "keep.in")
	must(t, os.WriteFile(path, []byte("keep"), 0o644))
	f, err := Create(path, 0o644)
	must(t, err)
	f.Write([]byte("half"))
	f.Abort()
	if b, _ := os.ReadFile(path); string(b) != "keep" {
		t.Errorf("content %q after Abort", b)
	}
}

// TestStdout: "-" is standard output.
func TestStdout(t *testing.T) {
	var buf bytes.Buffer
	old := Stdout
	Stdout = &buf
	defer func() { Stdout = old }()
	must(t, Write("-", []byte("out"), 0o644))
	if buf.String() != "out" {
		t.Errorf("stdout got %q", buf.String())
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
