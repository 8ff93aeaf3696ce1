package runner

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sys/unix"
)

// Cgroups make the process tree of a sandboxed run one unit: its CPU time
// is the sum over every process, its memory the tree's peak, its process
// count capped. carokit creates one cgroup per run under the cgroup it is
// in (cgroup v1: one per controller memory, cpuacct and pids; v2: one with
// the memory and pids controllers) and removes it after the run. Which
// kind exists is detected, never assumed: where neither is writable the
// sandbox falls back to rlimits and the rusage of the program (see
// sandboxFallback).
//
// The init of the run's namespace moves itself into the run's cgroups
// just before it starts the program, and back out just after, so the
// program is in them from its first instruction while the init's own
// memory, threads and CPU are not counted (see sandboxInit).

// cgroupHost is where carokit can create run cgroups.
type cgroupHost struct {
	v2 bool
	// dirs are carokit's own cgroup folders: per controller for v1
	// ("memory", "cpuacct", "pids"), one under "" for v2.
	dirs map[string]string
}

var cgroupSeq atomic.Int64

// v1Controllers are the cgroup v1 controllers a run uses.
var v1Controllers = []string{"memory", "cpuacct", "pids"}

// runCgroup is the cgroup (v2) or cgroups (v1) of one run.
type runCgroup struct {
	v2                bool
	mem, cpu, pids    string // folders holding each controller's files
	made              []string
	runProcs, homeFDs []*os.File // cgroup.procs of the run's cgroups and of ours, for the init
	// Counters at the start of the run, for a cgroup that serves many.
	oomBase, pidsBase int64
	// For the peak of a cgroup that serves many (v1): the usage of the
	// first run's start, and what earlier runs left charged above it.
	baseUsage, stale int64
	based            bool
}

// reset starts a new run in a cgroup that served others: the CPU time and
// the memory peak start again (cgroup v1), the OOM kills and refused forks
// are counted from here.
func (cg *runCgroup) reset() error {
	if cg.v2 {
		return errors.New("cgroup v2 counters cannot be reset")
	}
	if err := writeCg(cg.cpu, "cpuacct.usage", "0"); err != nil {
		return fmt.Errorf("cgroup: %w", err)
	}
	if err := writeCg(cg.mem, "memory.max_usage_in_bytes", "0"); err != nil {
		return fmt.Errorf("cgroup: %w", err)
	}
	cg.oomBase, _ = cg.oomKills()
	cg.pidsBase, _ = keyedValue(filepath.Join(cg.pids, "pids.events"), "max")
	cg.measureStale()
	return nil
}

// create makes the cgroups of one run with lim's memory and process caps.
func (h *cgroupHost) create(lim Limits) (*runCgroup, error) {
	name := fmt.Sprintf("carokit-%d-%d", os.Getpid(), cgroupSeq.Add(1))
	cg := &runCgroup{v2: h.v2}
	fail := func(err error) (*runCgroup, error) {
		cg.close()
		_ = cg.remove()
		return nil, fmt.Errorf("cgroup: %w", err)
	}
	homes := []string{}
	if h.v2 {
		d := filepath.Join(h.dirs[""], name)
		if err := os.Mkdir(d, 0o755); err != nil {
			return fail(err)
		}
		cg.made = []string{d}
		cg.mem, cg.cpu, cg.pids = d, d, d
		home := h.dirs["home"]
		if home == "" {
			home = h.dirs[""]
		}
		homes = append(homes, home)
	} else {
		for _, c := range v1Controllers {
			d := filepath.Join(h.dirs[c], name)
			if err := os.Mkdir(d, 0o755); err != nil {
				return fail(err)
			}
			cg.made = append(cg.made, d)
			homes = append(homes, h.dirs[c])
		}
		cg.mem, cg.cpu, cg.pids = cg.made[0], cg.made[1], cg.made[2]
	}
	if err := cg.setLimits(lim); err != nil {
		return fail(err)
	}
	for i, d := range cg.made {
		run, err := os.OpenFile(filepath.Join(d, "cgroup.procs"), os.O_WRONLY, 0)
		if err != nil {
			return fail(err)
		}
		cg.runProcs = append(cg.runProcs, run)
		home, err := os.OpenFile(filepath.Join(homes[i], "cgroup.procs"), os.O_WRONLY, 0)
		if err != nil {
			return fail(err)
		}
		cg.homeFDs = append(cg.homeFDs, home)
	}
	return cg, nil
}

func (cg *runCgroup) setLimits(lim Limits) error {
	pids := strconv.Itoa(lim.MaxProcesses)
	if cg.v2 {
		if err := writeCg(cg.pids, "pids.max", pids); err != nil {
			return err
		}
		if lim.MemoryBytes > 0 {
			if err := writeCg(cg.mem, "memory.max", strconv.FormatInt(lim.MemoryBytes, 10)); err != nil {
				return err
			}
			_ = writeCg(cg.mem, "memory.swap.max", "0")
		}
		return nil
	}
	if err := writeCg(cg.pids, "pids.max", pids); err != nil {
		return err
	}
	if lim.MemoryBytes > 0 {
		m := strconv.FormatInt(lim.MemoryBytes, 10)
		if err := writeCg(cg.mem, "memory.limit_in_bytes", m); err != nil {
			return err
		}
		// No swap either, where swap is accounted: memsw is memory+swap.
		_ = writeCg(cg.mem, "memory.memsw.limit_in_bytes", m)
	}
	return nil
}

func writeCg(dir, file, value string) error {
	f, err := cgFile(filepath.Join(dir, file), os.O_WRONLY)
	if err != nil {
		return err
	}
	_, err = f.WriteAt([]byte(value), 0)
	return err
}

// cgFiles keeps the cgroup files a run reads and writes open: a warm
// sandbox's cgroup serves thousands of runs, and a path lookup in the
// cgroup file system costs more than the read.
var cgFiles = struct {
	sync.Mutex
	m map[string]*os.File
}{m: map[string]*os.File{}}

// cgFile opens path once per flag.
func cgFile(path string, flag int) (*os.File, error) {
	key := strconv.Itoa(flag) + path
	cgFiles.Lock()
	defer cgFiles.Unlock()
	if f := cgFiles.m[key]; f != nil {
		return f, nil
	}
	f, err := os.OpenFile(path, flag, 0)
	if err != nil {
		return nil, err
	}
	cgFiles.m[key] = f
	return f, nil
}

// readCg reads a cgroup file from its start and passes its text to use,
// in a pooled buffer: several reads per run, none allocating.
func readCg[T any](path string, use func([]byte) (T, bool)) (T, bool) {
	var zero T
	f, err := cgFile(path, os.O_RDONLY)
	if err != nil {
		return zero, false
	}
	bp := cgBufs.Get().(*[]byte)
	defer cgBufs.Put(bp)
	n, err := f.ReadAt(*bp, 0)
	if err != nil && err != io.EOF {
		return zero, false
	}
	return use((*bp)[:n])
}

var cgBufs = sync.Pool{New: func() any {
	b := make([]byte, 4096)
	return &b
}}

// closeCgFiles closes the files kept open under dir.
func closeCgFiles(dir string) {
	cgFiles.Lock()
	defer cgFiles.Unlock()
	for key, f := range cgFiles.m {
		if strings.Contains(key, dir+"/") {
			f.Close()
			delete(cgFiles.m, key)
		}
	}
}

// close closes the init's file handles; the init has its own copies.
func (cg *runCgroup) close() {
	for _, f := range append(cg.runProcs, cg.homeFDs...) {
		f.Close()
	}
	cg.runProcs, cg.homeFDs = nil, nil
}

// remove deletes the run's cgroups. The run's processes are dead, but the
// kernel may take a moment to release them.
func (cg *runCgroup) remove() error {
	var first error
	for _, d := range cg.made {
		closeCgFiles(d)
		var err error
		for i := 0; i < 200; i++ {
			if err = unix.Rmdir(d); err != unix.EBUSY {
				break
			}
			time.Sleep(time.Millisecond)
		}
		if err != nil && err != unix.ENOENT && first == nil {
			first = fmt.Errorf("remove cgroup %s: %w", d, err)
		}
	}
	cg.made = nil
	return first
}

// cpuTime is the CPU time of every process of the run, alive or dead.
func (cg *runCgroup) cpuTime() (time.Duration, bool) {
	if cg.v2 {
		v, ok := keyedValue(filepath.Join(cg.cpu, "cpu.stat"), "usage_usec")
		return time.Duration(v) * time.Microsecond, ok
	}
	v, ok := readInt(filepath.Join(cg.cpu, "cpuacct.usage"))
	return time.Duration(v), ok
}

// peakBytes is the run's peak memory (v2 kernels before 5.19 lack
// memory.peak: then the current usage, a lower bound).
func (cg *runCgroup) peakBytes() int64 {
	if cg.v2 {
		if v, ok := readInt(filepath.Join(cg.mem, "memory.peak")); ok {
			return v
		}
		v, _ := readInt(filepath.Join(cg.mem, "memory.current"))
		return v
	}
	v, _ := readInt(filepath.Join(cg.mem, "memory.max_usage_in_bytes"))
	return max(v-cg.stale, 0)
}

// oomKilled says the kernel killed a process of the run for want of memory.
func (cg *runCgroup) oomKilled() bool {
	v, _ := cg.oomKills()
	return v > cg.oomBase
}

// oomKills counts the cgroup's OOM kills.
func (cg *runCgroup) oomKills() (int64, bool) {
	if cg.v2 {
		return keyedValue(filepath.Join(cg.mem, "memory.events"), "oom_kill")
	}
	return keyedValue(filepath.Join(cg.mem, "memory.oom_control"), "oom_kill")
}

// pidsCapped says a fork or clone of the run was refused by the process cap.
func (cg *runCgroup) pidsCapped() bool {
	v, _ := keyedValue(filepath.Join(cg.pids, "pids.events"), "max")
	return v > cg.pidsBase
}

func readInt(path string) (int64, bool) {
	return readCg(path, func(b []byte) (int64, bool) { return parseCount(bytes.TrimSpace(b)) })
}

// keyedValue reads "key value" lines, as in memory.events.
func keyedValue(path, key string) (int64, bool) {
	return readCg(path, func(b []byte) (int64, bool) {
		for len(b) > 0 {
			var line []byte
			line, b, _ = bytes.Cut(b, []byte{'\n'})
			if k, v, ok := bytes.Cut(line, []byte{' '}); ok && string(k) == key {
				return parseCount(bytes.TrimSpace(v))
			}
		}
		return 0, false
	})
}

// parseCount parses a cgroup counter, a decimal without sign, without
// allocating (strconv would copy b into a string).
func parseCount(b []byte) (int64, bool) {
	if len(b) == 0 || len(b) > 18 {
		return 0, false
	}
	var n int64
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int64(c-'0')
	}
	return n, true
}

var cgroupState struct {
	once sync.Once
	host *cgroupHost
	err  error
}
