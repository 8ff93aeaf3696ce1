package reliability

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// producers are the commands that write a file the user names; each is
// run to a fresh file first, and that content is what every other
// destination must receive.
var producers = []struct {
	name string
	args func(caseFile, out string) []string
	code int
}{
	// The shrunk counterexample: stress exits 1 because it found one.
	{"stress --save", func(_, out string) []string {
		return []string{"stress", "--target", "endpoint", "--seed", "7", "--jobs", "1", "--save", out}
	}, 1},
	// Flags after the FILE, as the README shows them.
	{"show --svg", func(in, out string) []string { return []string{"show", in, "--at", "9", "--svg", out} }, 0},
	{"show --png", func(in, out string) []string { return []string{"show", in, "--png", out} }, 0},
}

// TestOutputFilesKeepWhatStands writes each producer's file through a FIFO,
// /dev/null, a symlink and an existing 0600 file: the special file or the
// link is still there afterwards, and the content reached its reader or
// target. (They used to be replaced by a regular file: as root, /dev/null
// itself.)
func TestOutputFilesKeepWhatStands(t *testing.T) {
	tmp := t.TempDir()
	caseFile := filepath.Join(t.TempDir(), "case.in")
	must(t, os.WriteFile(caseFile, []byte(sampleCase), 0o644))
	for _, pr := range producers {
		t.Run(pr.name, func(t *testing.T) {
			dir := t.TempDir()
			ref := filepath.Join(dir, "ref")
			if o := run(t, tmp, time.Minute, pr.args(caseFile, ref)...); o.code != pr.code {
				t.Fatalf("to a new file: %s", o)
			}
			want, err := os.ReadFile(ref)
			must(t, err)
			if len(want) == 0 {
				t.Fatal("wrote an empty file")
			}
			t.Run("existing 0600 file", func(t *testing.T) {
				// A setter's private file stays private.
				p := filepath.Join(dir, "private")
				must(t, os.WriteFile(p, []byte("old"), 0o600))
				must(t, os.Chmod(p, 0o600))
				runTo(t, tmp, pr.args(caseFile, p), pr.code)
				checkContent(t, p, want)
				if fi, _ := os.Stat(p); fi.Mode().Perm() != 0o600 {
					t.Errorf("mode %v, want 0600", fi.Mode().Perm())
				}
			})
			t.Run("symlink", func(t *testing.T) {
				// The link stays; its target is written.
				target, link := filepath.Join(dir, "target"), filepath.Join(dir, "link")
				must(t, os.WriteFile(target, []byte("old"), 0o644))
				must(t, os.Symlink("target", link))
				runTo(t, tmp, pr.args(caseFile, link), pr.code)
				if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
					t.Errorf("the symlink is gone: %v %v", fi, err)
				}
				checkContent(t, target, want)
			})
			t.Run("FIFO", func(t *testing.T) {
				// Written in place, read by this test as it comes.
				fifo := filepath.Join(dir, "fifo")
				must(t, syscall.Mkfifo(fifo, 0o600))
				got := make(chan []byte, 1)
				go func() {
					f, err := os.Open(fifo)
					if err != nil {
						got <- nil
						return
					}
					b, _ := io.ReadAll(f)
					f.Close()
					got <- b
				}()
				runTo(t, tmp, pr.args(caseFile, fifo), pr.code)
				if b := <-got; !bytes.Equal(b, want) {
					t.Errorf("the FIFO's reader got %d bytes, want the %d of a file", len(b), len(want))
				}
				if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
					t.Errorf("the FIFO is gone: %v %v", fi, err)
				}
			})
			t.Run("/dev/null", func(t *testing.T) {
				// A device is opened, never renamed over (as root this
				// replaced the machine's /dev/null).
				before, err := os.Lstat("/dev/null")
				must(t, err)
				runTo(t, tmp, pr.args(caseFile, "/dev/null"), pr.code)
				after, err := os.Lstat("/dev/null")
				must(t, err)
				if !os.SameFile(before, after) || after.Mode() != before.Mode() {
					t.Errorf("/dev/null changed: %v, was %v", after.Mode(), before.Mode())
				}
			})
			checkEmpty(t, tmp)
		})
	}
}

func runTo(t *testing.T, tmp string, args []string, code int) {
	t.Helper()
	if o := run(t, tmp, time.Minute, args...); o.code != code {
		t.Fatalf("carokit %v: %s", args, o)
	}
}

func checkContent(t *testing.T, path string, want []byte) {
	t.Helper()
	got, err := os.ReadFile(path)
	must(t, err)
	if !bytes.Equal(got, want) {
		t.Errorf("%s holds %d bytes, want the %d of a new file", path, len(got), len(want))
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
