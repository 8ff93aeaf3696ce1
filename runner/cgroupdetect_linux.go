package runner

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/sys/unix"
)

// detectCgroups finds writable cgroups for runs, or says why there are none.
func detectCgroups() (*cgroupHost, error) {
	if os.Getenv(DisableCgroupEnv) == "1" {
		return nil, errors.New(DisableCgroupEnv + "=1")
	}
	own, mounts, err := readCgroupTables()
	if err != nil {
		return nil, err
	}
	v1 := &cgroupHost{dirs: map[string]string{}}
	for _, c := range v1Controllers {
		m, ok := mounts[c]
		p, ok2 := own[c]
		if !ok || !ok2 {
			break
		}
		v1.dirs[c] = m.path(p)
	}
	v1err := errors.New("cgroup v1: memory, cpuacct or pids not mounted")
	if len(v1.dirs) == len(v1Controllers) {
		if v1err = v1.writable(); v1err == nil {
			return v1, nil
		}
	}
	if m, ok := mounts[""]; ok {
		if p, ok := own[""]; ok {
			v2 := &cgroupHost{v2: true, dirs: map[string]string{"": m.path(p)}}
			err := v2.enableV2()
			if err == nil {
				err = v2.writable()
			}
			if err == nil {
				return v2, nil
			}
			return nil, fmt.Errorf("%v; %w", v1err, err)
		}
	}
	return nil, fmt.Errorf("%v; no cgroup v2", v1err)
}

// cgroupMount is one mounted cgroup hierarchy.
type cgroupMount struct{ point, root string }

// path is where cgroup p (as /proc/self/cgroup names it) is in the mount.
func (m cgroupMount) path(p string) string {
	rel, ok := strings.CutPrefix(p, m.root)
	if !ok {
		rel = p
	}
	return filepath.Join(m.point, rel)
}

// readCgroupTables reads our cgroup per controller ("" for v2) from
// /proc/self/cgroup and the mounted hierarchies from /proc/self/mountinfo.
func readCgroupTables() (map[string]string, map[string]cgroupMount, error) {
	b, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return nil, nil, fmt.Errorf("read cgroups: %w", err)
	}
	own := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		f := strings.SplitN(line, ":", 3)
		if len(f) != 3 {
			continue
		}
		if f[1] == "" {
			own[""] = f[2]
		}
		for _, c := range strings.Split(f[1], ",") {
			own[c] = f[2]
		}
	}
	mf, err := os.Open("/proc/self/mountinfo")
	if err != nil {
		return nil, nil, fmt.Errorf("read mounts: %w", err)
	}
	defer mf.Close()
	mounts := map[string]cgroupMount{}
	sc := bufio.NewScanner(mf)
	for sc.Scan() {
		pre, post, ok := strings.Cut(sc.Text(), " - ")
		f, g := strings.Fields(pre), strings.Fields(post)
		if !ok || len(f) < 5 || len(g) < 3 {
			continue
		}
		m := cgroupMount{point: f[4], root: f[3]}
		switch g[0] {
		case "cgroup2":
			mounts[""] = m
		case "cgroup":
			for _, opt := range strings.Split(g[2], ",") {
				mounts[opt] = m
			}
		}
	}
	return own, mounts, sc.Err()
}

// writable checks that a run cgroup can be made and removed.
func (h *cgroupHost) writable() error {
	cg, err := h.create(Limits{MemoryBytes: 1 << 30, MaxProcesses: DefaultMaxProcesses})
	if err != nil {
		return err
	}
	cg.close()
	return cg.remove()
}

// enableV2 makes sure the memory and pids controllers are enabled for
// children of our v2 cgroup. A cgroup that holds processes cannot enable
// controllers for its children, so carokit then moves itself into a leaf
// child first, as go-judge does.
func (h *cgroupHost) enableV2() error {
	dir := h.dirs[""]
	ctl, err := os.ReadFile(filepath.Join(dir, "cgroup.controllers"))
	if err != nil {
		return fmt.Errorf("cgroup v2: %w", err)
	}
	have := strings.Fields(string(ctl))
	for _, c := range []string{"memory", "pids"} {
		if !contains(have, c) {
			return fmt.Errorf("cgroup v2 %s lacks the %s controller", dir, c)
		}
	}
	sub := filepath.Join(dir, "cgroup.subtree_control")
	if b, err := os.ReadFile(sub); err == nil && contains(strings.Fields(string(b)), "memory") && contains(strings.Fields(string(b)), "pids") {
		return nil
	}
	err = os.WriteFile(sub, []byte("+memory +pids"), 0)
	if errors.Is(err, unix.EBUSY) {
		leaf := filepath.Join(dir, "carokit")
		if err := os.Mkdir(leaf, 0o755); err != nil && !errors.Is(err, os.ErrExist) {
			return fmt.Errorf("cgroup v2: %w", err)
		}
		b, _ := os.ReadFile(filepath.Join(dir, "cgroup.procs"))
		for _, pid := range strings.Fields(string(b)) {
			_ = os.WriteFile(filepath.Join(leaf, "cgroup.procs"), []byte(pid), 0)
		}
		err = os.WriteFile(sub, []byte("+memory +pids"), 0)
		h.dirs["home"] = leaf
	}
	if err != nil {
		return fmt.Errorf("cgroup v2: enable memory and pids: %w", err)
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// hostCgroups detects the cgroups once per process.
func hostCgroups() (*cgroupHost, error) {
	cgroupState.once.Do(func() {
		cgroupState.host, cgroupState.err = detectCgroups()
		if cgroupState.host != nil {
			cgroupState.host.sweepStale()
		}
	})
	return cgroupState.host, cgroupState.err
}

// sweepStale removes the run cgroups ("carokit-PID-N") of carokit
// processes that no longer exist: a warm sandbox's cgroup outlives a
// carokit that exited without Shutdown (a test binary, a kill).
func (h *cgroupHost) sweepStale() {
	for _, dir := range h.dirs {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			var pid, n int
			if !e.IsDir() || !strings.HasPrefix(e.Name(), "carokit-") {
				continue
			}
			if _, err := fmt.Sscanf(e.Name(), "carokit-%d-%d", &pid, &n); err != nil || pid == os.Getpid() {
				continue
			}
			if unix.Kill(pid, 0) == unix.ESRCH {
				_ = unix.Rmdir(filepath.Join(dir, e.Name())) // fails, harmlessly, while in use
			}
		}
	}
}
