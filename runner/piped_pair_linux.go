package runner

import (
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"golang.org/x/sys/unix"
)

// pairIdleTicks is the fewest consecutive watcher ticks a side must be
// seen idle, whatever PairSettle spans.
const pairIdleTicks = 3

// pairSide is one program of a pair as its watcher last saw it.
type pairSide struct {
	run *run
	// idleSince is when the program was first seen blocked on its
	// empty input with its CPU time unchanged since (zero: not idle).
	idleSince time.Time
	lastCPU   time.Duration
	ticks     int   // consecutive idle ticks
	moved     int64 // the bytes both sides had forwarded at idleSince
}

// join adds r to the pair; nil when the pair is full (a third RunPiped
// is not watched).
func (p *Pair) join(r *run) *pairSide {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.sides) == 2 {
		return nil
	}
	s := &pairSide{run: r, lastCPU: -1}
	p.sides = append(p.sides, s)
	return s
}

// leave takes s out of the pair: its program has ended (its watcher is
// done), so it is neither killed nor waited for any more.
func (p *Pair) leave(s *pairSide) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for i, o := range p.sides {
		if o == s {
			p.sides = append(p.sides[:i], p.sides[i+1:]...)
			return
		}
	}
}

// tick records what s's watcher sees (the run's CPU time, if read) and
// reports whether the pair is deadlocked: then the other side has been
// killed, and s's watcher kills its own. Deadlocked means both sides
// have been idle (waitingForInput, their CPU time unchanged) for
// PairSettle and pairIdleTicks ticks each, no byte forwarded between
// them meanwhile and none in their pipes.
func (p *Pair) tick(s *pairSide, cpu time.Duration, cpuOK bool) bool {
	idle := cpuOK && cpu == s.lastCPU && s.run.waitingForInput()
	s.lastCPU = cpu
	now := time.Now()
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ended {
		return true
	}
	moved := p.moved()
	if !idle {
		s.idleSince, s.ticks = time.Time{}, 0
		return false
	}
	if s.ticks == 0 || s.moved != moved {
		s.idleSince, s.ticks, s.moved = now, 0, moved
	}
	s.ticks++
	if len(p.sides) != 2 {
		return false
	}
	for _, o := range p.sides {
		if o.ticks < pairIdleTicks || now.Sub(o.idleSince) < PairSettle || o.moved != moved || !o.run.pipesEmpty() {
			return false
		}
	}
	p.ended = true
	for _, o := range p.sides {
		if o != s {
			o.run.kill(killedIdle) // o's watcher has not returned: its program is unreaped
		}
	}
	return true
}

// moved is the bytes the pair's sides have forwarded to each other.
func (p *Pair) moved() int64 {
	var n int64
	for _, o := range p.sides {
		n += atomic.LoadInt64(&o.run.stdout.moved)
	}
	return n
}

// pipesEmpty says no byte waits in the run's standard input pipe or in
// its standard output pipe.
func (r *run) pipesEmpty() bool {
	for _, f := range []*os.File{r.pairIn, r.stdout.f} {
		if f == nil {
			continue
		}
		// TIOCINQ is FIONREAD; SyscallConn, not Fd, which would make a
		// pipe the capture reads through the poller blocking.
		sc, err := f.SyscallConn()
		if err != nil {
			return false
		}
		n, ierr := -1, error(nil)
		if err := sc.Control(func(fd uintptr) { n, ierr = unix.IoctlGetInt(int(fd), unix.TIOCINQ) }); err != nil || ierr != nil || n != 0 {
			return false
		}
	}
	return true
}

// syscallsByArch are the system calls, by number, that make a thread
// wait for input (read, readv, pread64, preadv on fd 0) or for time
// (nanosleep, clock_nanosleep, a futex wait with a timeout: a program
// with a thread on a timer is not idle; Go's runtime always has one, so
// a Go program is left to the wall clock), on
// the architectures whose numbers are listed; elsewhere no pair is
// found deadlocked, and the wall clock ends it.
var syscallsByArch = map[string]struct {
	reads, sleeps []int
	futex         int // a wait with a timeout (its fourth argument) is a sleep too
}{
	"amd64": {reads: []int{0, 19, 17, 295}, sleeps: []int{35, 230}, futex: 202},
	"arm64": {reads: []int{63, 65, 67, 69}, sleeps: []int{101, 115}, futex: 98},
}

// waitingForInput says the run's program (its processes, every thread)
// is asleep, none of its threads in a sleep, and one of them in a read
// of its standard input. /proc it cannot read (another kernel's rules)
// is not idle.
func (r *run) waitingForInput() bool {
	calls, ok := syscallsByArch[runtime.GOARCH]
	if !ok || r.pid <= 1 {
		return false
	}
	root := r.pid
	if r.sandboxed {
		// The program is the init's child (a spawned init's grandchild).
		if root = firstChild(r.pid); r.spawned && root > 0 {
			root = firstChild(root)
		}
	}
	if root <= 0 {
		return false
	}
	reading := false
	for _, pid := range descendants(root) {
		tasks, err := os.ReadDir("/proc/" + strconv.Itoa(pid) + "/task")
		if err != nil {
			return false
		}
		for _, t := range tasks {
			dir := "/proc/" + strconv.Itoa(pid) + "/task/" + t.Name() + "/"
			state, call, args, ok := taskWait(dir)
			if !ok || state != 'S' || slices.Contains(calls.sleeps, call) || (call == calls.futex && args[3] != 0) {
				return false
			}
			reading = reading || (args[0] == 0 && slices.Contains(calls.reads, call))
		}
	}
	return reading
}

// taskWait reads a thread's state (stat's third field) and the system
// call it is in with its first four arguments (syscall; ok false when
// it is running, or the file is unreadable).
func taskWait(dir string) (state byte, call int, args [4]uint64, ok bool) {
	stat, err := os.ReadFile(dir + "stat")
	if err != nil {
		return 0, 0, args, false
	}
	i := strings.LastIndexByte(string(stat), ')')
	if i < 0 || i+2 >= len(stat) {
		return 0, 0, args, false
	}
	state = stat[i+2]
	sc, err := os.ReadFile(dir + "syscall")
	if err != nil {
		return state, 0, args, false
	}
	f := strings.Fields(string(sc))
	if len(f) < 1+len(args) {
		return state, 0, args, false // "running", or -1 (not in a call)
	}
	if call, err = strconv.Atoi(f[0]); err != nil {
		return state, 0, args, false
	}
	for k := range args {
		if args[k], err = strconv.ParseUint(strings.TrimPrefix(f[1+k], "0x"), 16, 64); err != nil {
			return state, 0, args, false
		}
	}
	return state, call, args, true
}

// descendants are pid and every process below it.
func descendants(pid int) []int {
	out := []int{pid}
	for i := 0; i < len(out) && len(out) < 4096; i++ {
		tasks, _ := os.ReadDir("/proc/" + strconv.Itoa(out[i]) + "/task")
		for _, t := range tasks {
			b, _ := os.ReadFile("/proc/" + strconv.Itoa(out[i]) + "/task/" + t.Name() + "/children")
			for _, c := range strings.Fields(string(b)) {
				if n, err := strconv.Atoi(c); err == nil {
					out = append(out, n)
				}
			}
		}
	}
	return out
}
