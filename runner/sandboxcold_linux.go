package runner

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"golang.org/x/sys/unix"

	"carokit/runner/internal/sandbox"
)

// The cold sandbox: one init per run, for where a warm one cannot serve
// (cgroup v2, whose peak memory cannot be reset between runs).

// startSandbox starts the program in the sandbox. Its input goes through
// a pipe that a goroutine fills from stdin, so the program never holds a
// file of the package. root is an empty folder for the init's mounts.
func (r *run) startSandbox(ctx context.Context, self, target string, p Program, root string, stdin *os.File, plan *sandboxPlan) error {
	// Pipes for stdin, stdout, stderr and the init's status.
	rd, wr, err := pipePairs(4)
	if err != nil {
		return err
	}
	inR, outR, errR, stR := rd[0], rd[1], rd[2], rd[3]
	inW, outW, errW, stW := wr[0], wr[1], wr[2], wr[3]
	files := []*os.File{inR, outW, errW, stW} // the init's ends, closed after the start
	defer func() {
		for _, f := range files {
			f.Close()
		}
	}()
	spec := sandboxSpec(target, p, r.lim, plan)
	spec.Root = root
	initFiles := []*os.File{inR, outW, errW, stW}
	if r.passStdin {
		initFiles[0] = stdin
	}
	if plan.cgroups != nil {
		if r.cg, err = plan.cgroups.create(r.lim); err != nil {
			inW.Close()
			outR.Close()
			errR.Close()
			stR.Close()
			return err
		}
		spec.Cgroups = len(r.cg.runProcs)
		initFiles = append(append(initFiles, r.cg.runProcs...), r.cg.homeFDs...)
	}
	// A fork copies the judge's page tables: cheap for a small judge,
	// 40 ms for one of 200 MiB, which then goes through a spawner.
	r.spawned = ownRSSBytes() > spawnAboveRSS
	var started *os.Process
	r.pgid, err = startTracked(func() (int, error) {
		pr, err := sandbox.Start(self, spec, initFiles, r.spawned)
		if err != nil {
			return 0, err
		}
		started = pr
		return pr.Pid, nil
	})
	if r.cg != nil {
		r.cg.close()
	}
	for _, f := range files {
		f.Close()
	}
	files = nil
	if err != nil {
		inW.Close()
		outR.Close()
		errR.Close()
		stR.Close()
		r.removeCgroup()
		return fmt.Errorf("start sandbox: %w", err)
	}
	started.Release()
	r.pid = r.pgid // the init, or the spawner, its parent: both in group pgid
	trackPID(r.pid)
	r.feedDone = make(chan struct{})
	if r.passStdin {
		// The init took stdin as is (initFiles): nothing to feed.
		inW.Close()
		close(r.feedDone)
	} else {
		go r.feed(inW, stdin)
	}
	r.stdout = newCapture(outR, outputCap(r.lim), true)
	r.stdout.fwd = r.forward
	r.stderr = newCapture(errR, r.lim.StderrBytes, false)
	r.readers.Add(2)
	go r.stdout.run(&r.readers)
	go r.stderr.run(&r.readers)
	r.status = bufio.NewReader(stR)
	r.statusFile = stR
	return r.awaitStarted(ctx)
}

// feed copies stdin into the input pipe's writing end w, then closes it.
func (r *run) feed(w, stdin *os.File) {
	// EPIPE once the program and its init are gone: not an error.
	_, _ = io.Copy(w, stdin)
	w.Close()
	close(r.feedDone)
}

// awaitStarted reads the init's first status line: "started", or why not.
func (r *run) awaitStarted(ctx context.Context) error {
	stop := context.AfterFunc(ctx, r.killAll)
	defer stop()
	_ = r.statusFile.SetReadDeadline(time.Now().Add(30 * time.Second))
	line, err := r.status.ReadString('\n')
	_ = r.statusFile.SetReadDeadline(time.Time{})
	r.began = time.Now()
	line = strings.TrimSpace(line)
	switch {
	case line == "started" && ctx.Err() == nil:
		if r.cg == nil {
			r.progPID = firstChild(r.pid)
			if r.spawned {
				r.progPID = firstChild(r.progPID)
			}
		}
		return nil
	case ctx.Err() != nil:
		err = context.Cause(ctx)
	case strings.HasPrefix(line, "err "):
		err = errors.New(strings.TrimPrefix(line, "err "))
	case err == nil:
		err = fmt.Errorf("sandbox: unexpected status %q", line)
	default:
		err = fmt.Errorf("sandbox: %w", sandbox.ErrNoStatus)
	}
	r.abort()
	return err
}

// firstChild is a child of pid (the program, for the init), or 0.
func firstChild(pid int) int {
	tasks, _ := os.ReadDir("/proc/" + strconv.Itoa(pid) + "/task")
	for _, t := range tasks {
		b, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/task/" + t.Name() + "/children")
		if f := strings.Fields(string(b)); len(f) > 0 {
			c, _ := strconv.Atoi(f[0])
			return c
		}
	}
	return 0
}

// removeCgroup removes the run's cgroups, if any.
func (r *run) removeCgroup() {
	if r.cg != nil {
		_ = r.cg.remove()
	}
}

// sandboxExit is what the init reported about the program.
type sandboxExit struct {
	ok     bool
	status unix.WaitStatus
	cpu    time.Duration
	maxKiB int64
}

// readSandboxExit reads the init's "exit" line, once the init is dead.
func (r *run) readSandboxExit() sandboxExit {
	var e sandboxExit
	rest, _ := io.ReadAll(r.status)
	for _, line := range strings.Split(string(rest), "\n") {
		f := strings.Fields(line)
		if len(f) == 4 && f[0] == "exit" {
			ws, err1 := strconv.ParseUint(f[1], 10, 32)
			cpu, err2 := strconv.ParseInt(f[2], 10, 64)
			kib, err3 := strconv.ParseInt(f[3], 10, 64)
			if err1 == nil && err2 == nil && err3 == nil {
				e = sandboxExit{ok: true, status: unix.WaitStatus(ws), cpu: time.Duration(cpu), maxKiB: kib}
			}
		}
	}
	return e
}

// spawnAboveRSS is the judge's resident size above which the init is
// started through a spawner: forking a 64 MiB judge costs about what
// starting a spawner does (a Go process, about 1 ms).
const spawnAboveRSS = 64 << 20

// ownRSSBytes is the judge's resident set now (0 if unknown).
func ownRSSBytes() int64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	pages, _ := strconv.ParseInt(f[1], 10, 64)
	return pages * int64(os.Getpagesize())
}

// pipePairs makes n pipes and returns their read ends and write ends.
func pipePairs(n int) (readers, writers []*os.File, err error) {
	for range n {
		rd, wr, err := os.Pipe()
		if err != nil {
			for _, f := range append(readers, writers...) {
				f.Close()
			}
			return nil, nil, err
		}
		readers, writers = append(readers, rd), append(writers, wr)
	}
	return readers, writers, nil
}

// isDir says path is a folder.
func isDir(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.IsDir()
}

// coldOnly makes every sandboxed run build its own sandbox, as where warm
// ones cannot serve: for tests of that path.
var coldOnly bool
