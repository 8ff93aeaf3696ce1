package reliability

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"carokit/testpkg"
)

// TestPackageThroughSymlink: --out is a link to a folder elsewhere; the
// package is written in the folder and the link stays a link, also when
// the package is rebuilt.
func TestPackageThroughSymlink(t *testing.T) {
	dir := t.TempDir()
	real, link := filepath.Join(dir, "disk", "pkg"), filepath.Join(dir, "link")
	if err := os.MkdirAll(real, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	for _, seed := range []string{"1", "2"} {
		if o := run(t, t.TempDir(), time.Minute, "--problem", "duiyi", "package", "--out", link, "--seed", seed); o.code != 0 {
			t.Fatalf("build %s: %s", seed, o)
		}
		info, err := os.Lstat(link)
		if err != nil || info.Mode()&fs.ModeSymlink == 0 {
			t.Fatalf("build %s: --out is no longer a symbolic link (%v, %v)", seed, info, err)
		}
		if _, err := testpkg.Load(real); err != nil {
			t.Fatalf("build %s: the package is not in the link's target: %v", seed, err)
		}
	}
}

// TestPackageModes builds under three umasks: folders are 0755 and files
// 0644, less the umask, the package folder itself included.
func TestPackageModes(t *testing.T) {
	for _, c := range []struct {
		umask      string
		dirs, file fs.FileMode
	}{
		{"022", 0o755, 0o644}, // the usual one: readable by all, as exports are
		{"027", 0o750, 0o640}, // a group-only setup
		{"077", 0o700, 0o600}, // a private one must stay private
	} {
		t.Run(c.umask, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "pkg")
			cmd := exec.Command("sh", "-c", fmt.Sprintf("umask %s && exec %s --problem duiyi package --no-cache --out %s", c.umask, binary(t), out))
			if msg, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("%v: %s", err, msg)
			}
			err := filepath.WalkDir(out, func(path string, d fs.DirEntry, err error) error {
				if err != nil {
					return err
				}
				info, err := d.Info()
				if err != nil {
					return err
				}
				want := c.file
				if d.IsDir() {
					want = c.dirs
				}
				if info.Mode().Perm() != want {
					t.Errorf("%s: mode %v, want %v", path, info.Mode().Perm(), want)
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestPackageRemovesStaleBuildingFolders: a .NAME.building-* folder
// nobody holds (its carokit was killed) is removed by the next build; one
// a live process holds is left alone.
func TestPackageRemovesStaleBuildingFolders(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "duiyi")
	// A real leftover: a build killed with SIGKILL while writing tests.
	p := start(t, t.TempDir(), "--problem", "duiyi", "package", "--out", out)
	if !p.waitFor(30*time.Second, func() bool { return len(building(t, dir)) > 0 }) {
		t.Fatalf("no building folder appeared: %s", p.wait(t, time.Minute))
	}
	_ = p.cmd.Process.Kill()
	p.wait(t, time.Minute)
	killed := building(t, dir)
	dead := filepath.Join(dir, ".duiyi.building-dead")
	live := filepath.Join(dir, ".duiyi.building-live")
	put(t, dead, map[string]string{"data/secret/x.in": "x"})
	put(t, live, map[string]string{"data/secret/x.in": "x"})
	f, err := os.Open(live)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	// This test process stands for a live carokit building there.
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		t.Fatal(err)
	}
	o := run(t, t.TempDir(), time.Minute, "--problem", "duiyi", "package", "--out", out)
	if o.code != 0 {
		t.Fatalf("build: %s", o)
	}
	left := building(t, dir)
	if len(left) != 1 || left[0] != live {
		t.Errorf("building folders after the build: %v; want only the live one, %s (the killed build's were %v)", left, live, killed)
	}
	if !strings.Contains(o.stderr, "removed "+dead) {
		t.Errorf("stderr %q does not say the dead folder was removed", o.stderr)
	}
}
