package reliability

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"carokit/internal/loadtiming"
)

// inputPeakKiB is the bound on carokit's memory while it reads an
// input without end: 64 MiB. Caro's inputs are bounded at 16 MiB.
const inputPeakKiB = 64 << 10

// TestHugeInputs gives solve, validate and show inputs without end or far
// over the largest valid case: each is rejected after reading at most the
// bound, with the first error a setter can act on, and carokit's peak
// memory stays under 64 MiB. The memory is VmHWM, polled as in every
// test here, not wait4's ru_maxrss: Linux starts a child's ru_maxrss at
// the peak of the process that forked it (exec records the old address
// space's high-water mark), so after other tests have grown this test
// process to 300 MiB, every child would report that.
func TestHugeInputs(t *testing.T) {
	tmp := t.TempDir()
	dir := t.TempDir()
	sparse := filepath.Join(dir, "sparse.in")
	must(t, os.WriteFile(sparse, []byte("5 1\n1 1\n"), 0o644))
	must(t, os.Truncate(sparse, 1<<30)) // zeros to 1 GiB, no disk used
	inputs := []struct {
		name string
		path func(t *testing.T) string
		want string // in stderr
		// strict is what validate says instead, when its strict reader
		// finds a real error inside the bound.
		strict string
	}{
		// An endless device: the bound, at the first byte over it.
		{"/dev/zero", func(*testing.T) string { return "/dev/zero" },
			"/dev/zero:1:16777217: input is larger than the largest valid case (16777216 bytes)", ""},
		// A sparse 1 GiB file with a bad byte on line 3: that error, not
		// the size (it used to take 1.06 GB of memory to say so).
		{"sparse 1 GiB", func(*testing.T) string { return sparse }, "sparse.in:3:1: ", ""},
		// A FIFO whose writer never stops sending blanks after a header:
		// nothing wrong is ever read, so the bound says it.
		{"endless FIFO", func(t *testing.T) string { return endlessFIFO(t, dir) },
			":2:16777205: input is larger than the largest valid case (16777216 bytes)",
			":2:1: expected integer r of move 1"},
	}
	for _, cmd := range []string{"solve", "validate", "show"} {
		for _, in := range inputs {
			t.Run(cmd+" "+in.name, func(t *testing.T) {
				o := run(t, tmp, time.Minute, cmd, in.path(t))
				want := in.want
				if cmd == "validate" && in.strict != "" {
					want = in.strict
				}
				if o.code != 1 || !strings.Contains(o.stderr, want) {
					t.Errorf("got %s; want exit 1 and %q", o, want)
				}
				if o.peakKiB > inputPeakKiB || o.peakKiB == 0 {
					t.Errorf("peak memory %d KiB, want in (0, %d]", o.peakKiB, inputPeakKiB)
				}
				t.Logf("%s: exit %d after %v, peak %.1f MiB: %s", cmd, o.code, o.wall.Round(time.Millisecond), float64(o.peakKiB)/1024, clip(strings.TrimSpace(o.stderr)))
			})
		}
	}
}

// endlessFIFO makes a FIFO and a writer that sends "5000 300000\n" then
// blanks until the reader goes away.
func endlessFIFO(t *testing.T, dir string) string {
	path := filepath.Join(dir, "endless-"+strings.ReplaceAll(t.Name(), "/", "-"))
	must(t, syscall.Mkfifo(path, 0o600))
	go func() {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return
		}
		defer f.Close()
		if _, err := f.WriteString("5000 300000\n"); err != nil {
			return
		}
		blanks := []byte(strings.Repeat(" ", 64<<10))
		for {
			if _, err := f.Write(blanks); err != nil {
				return // EPIPE: carokit closed it
			}
		}
	}()
	return path
}

// TestInterruptWhileReading: Ctrl-C or SIGTERM while carokit waits for
// input ends it at once, status 1, with the interruption message: solve
// on a pipe that stays open and silent, validate on a FIFO that no writer
// ever opens (open itself blocks there) and on one whose writer is
// silent. The figure is logged; the bound is 1 s, not the 100 ms aimed
// at, because on a loaded 2-core machine the scheduler alone can delay a
// process by hundreds of milliseconds.
func TestInterruptWhileReading(t *testing.T) {
	tmp := t.TempDir()
	dir := t.TempDir()
	waits := []struct {
		name  string
		start func(t *testing.T) *proc
	}{
		{"solve on an open pipe", func(t *testing.T) *proc {
			r, w, err := os.Pipe()
			must(t, err)
			t.Cleanup(func() { r.Close(); w.Close() })
			return startStdin(t, tmp, r, "solve")
		}},
		{"validate on a FIFO without writer", func(t *testing.T) *proc {
			fifo := filepath.Join(dir, "fifo-"+strings.ReplaceAll(t.Name(), "/", "-"))
			must(t, syscall.Mkfifo(fifo, 0o600))
			return start(t, tmp, "validate", fifo)
		}},
		{"validate on a FIFO whose writer is silent", func(t *testing.T) *proc {
			fifo := filepath.Join(dir, "silent-"+strings.ReplaceAll(t.Name(), "/", "-"))
			must(t, syscall.Mkfifo(fifo, 0o600))
			opened := make(chan *os.File, 1)
			go func() {
				f, _ := os.OpenFile(fifo, os.O_WRONLY, 0) // completes when carokit opens it
				opened <- f
			}()
			t.Cleanup(func() {
				// Should carokit have died before it opened the FIFO (a
				// signal before its handler, on a loaded machine), the
				// writer's open still blocks: a reader of our own lets it
				// through, instead of the test hanging until its timeout.
				if r, err := os.OpenFile(fifo, os.O_RDONLY|syscall.O_NONBLOCK, 0); err == nil {
					defer r.Close()
				}
				if f := <-opened; f != nil {
					f.Close()
				}
			})
			return start(t, tmp, "validate", fifo)
		}},
	}
	for _, w := range waits {
		for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
			t.Run(w.name+" "+sig.String(), func(t *testing.T) {
				p := w.start(t)
				// Well inside the wait: a loaded machine can take longer
				// than that to start carokit and install its handler.
				time.Sleep(loadtiming.Scale(300 * time.Millisecond))
				o, took := interrupt(t, p, []syscall.Signal{sig}, 0, time.Second)
				name := map[syscall.Signal]string{syscall.SIGINT: "SIGINT", syscall.SIGTERM: "SIGTERM"}[sig]
				if o.code != 128+int(sig) || o.stderr != "carokit: interrupted by "+name+"\n" {
					t.Errorf("got %s; want exit %d (128 + the signal) and the interruption message", o, 128+int(sig))
				}
				t.Logf("exited %v after %s", took.Round(100*time.Microsecond), name)
			})
		}
	}
}
