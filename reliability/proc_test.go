package reliability

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"carokit/internal/loadtiming"
)

// proc is a running carokit command.
type proc struct {
	cmd            *exec.Cmd
	stdout, stderr bytes.Buffer
	started        time.Time
	done           chan struct{} // closed once carokit has exited
	readDone       chan struct{} // closed once its stderr is at end of file
	waitErr        error

	mu      sync.Mutex
	peakKiB int64 // the highest VmHWM seen
	lines   []string
}

// outcome is what a finished carokit command did.
type outcome struct {
	code           int    // exit code, -1 when killed by a signal
	signal         string // the signal that killed it, "" if none
	stdout, stderr string
	// peakKiB is carokit's own peak resident set (VmHWM of its process,
	// polled until it exits). rusageKiB is wait4's ru_maxrss, which Linux
	// takes as the larger of the process's own peak and that of its
	// largest reaped child: the contestant programs carokit reaps.
	peakKiB, rusageKiB int64
	wall               time.Duration
}

func (o outcome) String() string {
	how := fmt.Sprintf("exit %d", o.code)
	if o.signal != "" {
		how = "killed by " + o.signal
	}
	return fmt.Sprintf("%s after %v, peak %d KiB; stderr %q", how, o.wall.Round(time.Millisecond), o.peakKiB, clip(o.stderr))
}

// start runs carokit with args, TMPDIR set to tmp and its cache folder
// inside work, and polls its peak memory until it exits.
func start(t *testing.T, tmp string, args ...string) *proc {
	t.Helper()
	return startStdin(t, tmp, nil, args...)
}

// startStdin is start with stdin (nil: /dev/null).
func startStdin(t *testing.T, tmp string, stdin *os.File, args ...string) *proc {
	t.Helper()
	p := &proc{done: make(chan struct{})}
	p.cmd = exec.Command(binary(t), args...)
	if stdin != nil {
		p.cmd.Stdin = stdin
	}
	env := []string{"TMPDIR=" + tmp, "XDG_CACHE_HOME=" + filepath.Join(work, "cache")}
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "TMPDIR=") && !strings.HasPrefix(kv, "XDG_CACHE_HOME=") {
			env = append(env, kv)
		}
	}
	p.cmd.Env = env
	p.cmd.Stdout = &p.stdout
	p.cmd.WaitDelay = 5 * time.Second // should a leaked child keep stdout open
	errR, errW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	p.cmd.Stderr = errW
	p.started = time.Now()
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	errW.Close()
	p.readDone = make(chan struct{})
	readDone := p.readDone
	go func() {
		// stderr is read line by line so that a test can wait for one.
		defer close(readDone)
		sc := bufio.NewScanner(errR)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			p.mu.Lock()
			p.lines = append(p.lines, sc.Text())
			p.stderr.WriteString(sc.Text() + "\n")
			p.mu.Unlock()
		}
		errR.Close()
	}()
	go p.poll()
	go func() {
		p.waitErr = p.cmd.Wait()
		close(p.done)
	}()
	return p
}

// poll records the high-water mark of carokit's resident set until it exits.
func (p *proc) poll() {
	path := "/proc/" + strconv.Itoa(p.cmd.Process.Pid) + "/status"
	tick := time.NewTicker(2 * time.Millisecond)
	defer tick.Stop()
	for {
		if kib, ok := vmHWM(path); ok {
			p.mu.Lock()
			p.peakKiB = max(p.peakKiB, kib)
			p.mu.Unlock()
		}
		select {
		case <-p.done:
			return
		case <-tick.C:
		}
	}
}

// vmHWM reads the peak resident set of a live process, in KiB.
func vmHWM(statusPath string) (int64, bool) {
	b, err := os.ReadFile(statusPath)
	if err != nil {
		return 0, false
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kib, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kib, err == nil
		}
	}
	return 0, false
}

// waitFor polls cond until it holds or carokit exits or timeout passes
// (stretched by the machine's load: loadtiming.Scale); it reports whether
// cond held.
func (p *proc) waitFor(timeout time.Duration, cond func() bool) bool {
	deadline := time.Now().Add(loadtiming.Scale(timeout))
	for time.Now().Before(deadline) {
		if cond() {
			return true
		}
		select {
		case <-p.done:
			return cond()
		case <-time.After(5 * time.Millisecond):
		}
	}
	return false
}

// wait waits for carokit to exit, killing it after timeout (and failing);
// every bound here is stretched by the machine's load (loadtiming.Scale).
func (p *proc) wait(t *testing.T, timeout time.Duration) outcome {
	t.Helper()
	timeout = loadtiming.Scale(timeout)
	select {
	case <-p.done:
	case <-time.After(timeout):
		_ = p.cmd.Process.Kill()
		<-p.done
		t.Errorf("carokit %s still running after %v; killed", strings.Join(p.cmd.Args[1:], " "), timeout)
	}
	select {
	case <-p.readDone:
	case <-time.After(loadtiming.Scale(2 * time.Second)):
		t.Errorf("carokit's stderr still open %v after it exited: a child kept it", loadtiming.Scale(2*time.Second).Round(time.Second))
	}
	o := outcome{code: p.cmd.ProcessState.ExitCode(), stdout: p.stdout.String(), wall: time.Since(p.started)}
	p.mu.Lock()
	o.stderr, o.peakKiB = p.stderr.String(), p.peakKiB
	p.mu.Unlock()
	if ws, ok := p.cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		o.signal = ws.Signal().String()
	}
	if ru, ok := p.cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		o.rusageKiB = ru.Maxrss
	}
	return o
}

// run runs carokit to the end (at most timeout).
func run(t *testing.T, tmp string, timeout time.Duration, args ...string) outcome {
	t.Helper()
	return start(t, tmp, args...).wait(t, timeout)
}

// fixtureProcs lists the live processes running a fixture: those whose
// program (argv[0], kept across fork) lies under fixtureDir. carokit's own
// command line names fixtures too, but only as arguments.
func fixtureProcs() []string {
	var out []string
	procs, _ := filepath.Glob("/proc/[0-9]*/cmdline")
	for _, path := range procs {
		b, err := os.ReadFile(path)
		if err != nil || len(b) == 0 {
			continue
		}
		argv0, _, _ := bytes.Cut(b, []byte{0})
		if strings.HasPrefix(string(argv0), fixtureDir+"/") {
			out = append(out, filepath.Base(filepath.Dir(path))+": "+string(bytes.ReplaceAll(b, []byte{0}, []byte{' '})))
		}
	}
	return out
}

// checkNoFixtureLeft fails if a fixture process outlives carokit, and
// kills what it finds so that one failure does not spill into the next.
func checkNoFixtureLeft(t *testing.T) {
	t.Helper()
	deadline := time.Now().Add(loadtiming.Scale(time.Second))
	for {
		left := fixtureProcs()
		if len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Errorf("fixture processes left after carokit exited:\n%s", strings.Join(left, "\n"))
			for _, l := range left {
				pid, _ := strconv.Atoi(strings.SplitN(l, ":", 2)[0])
				_ = syscall.Kill(pid, syscall.SIGKILL)
			}
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// checkEmpty fails unless dir (carokit's TMPDIR) holds nothing.
func checkEmpty(t *testing.T, dir string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) > 0 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("temporary files left in TMPDIR: %s", strings.Join(names, ", "))
	}
}
