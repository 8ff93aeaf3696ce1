package runner

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"
)

// takeReadyWarm takes a warm sandbox for a run under lim (takeWarm) and
// readies it: its init's clean-up after the last run is awaited before
// its cgroup's counters are reset, so that the run starts from a clean
// sandbox and is charged nothing of the last (see awaitClean). A sandbox
// that fails either is ended, never put back in the pool.
func takeReadyWarm(ctx context.Context, self, target string, p Program, lim Limits, plan *sandboxPlan) (*warmSandbox, error) {
	w, err := takeWarm(ctx, self, target, p, lim, plan)
	if err != nil {
		return nil, err
	}
	if err := w.awaitClean(); err != nil {
		w.end()
		return nil, err
	}
	if w.cg != nil {
		if err := w.cg.reset(); err != nil {
			w.end()
			return nil, err
		}
	}
	return w, nil
}

// awaitClean reads the warm init's "ready" after a run: its clean-up
// (fresh /box and /tmp, the run's processes reaped) is over, so the
// counters the judge resets next start from a clean sandbox. Reset
// before, they kept the pages of a /tmp about to be freed: 58 MiB of
// peak for an echo after a run that wrote 60 MiB there.
func (w *warmSandbox) awaitClean() error {
	if !w.dirty {
		return nil
	}
	line, err := w.read(30 * time.Second)
	if err == nil && line != "ready" {
		err = errors.New(strings.TrimPrefix(line, "err "))
	}
	if err != nil {
		w.dead = true
		return fmt.Errorf("sandbox: %w", err)
	}
	w.dirty = false
	return nil
}

// staleReclaim is how much memory earlier runs may leave charged to a
// warm sandbox's cgroup (v1) before the next run: above it, the cgroup's
// reclaimable pages (the page cache of the files earlier runs read) are
// dropped first.
const staleReclaim = 32 << 20

// measureStale records, at the start of a run in a cgroup that served
// others (cgroup v1: peakBytes), what earlier runs left charged: the
// usage above that at the first run's start. Resetting the peak sets it
// to the usage, so without this a run that allocated nothing reported
// the page cache an earlier run filled (255 MiB after one read the
// system's libraries). The peak reported is the cgroup's minus this,
// exact unless the run reaches its limit and the kernel reclaims the
// stale pages meanwhile (then it is low by at most staleReclaim).
func (cg *runCgroup) measureStale() {
	used, ok := readInt(filepath.Join(cg.mem, "memory.usage_in_bytes"))
	if !ok {
		cg.stale = 0
		return
	}
	if !cg.based {
		cg.baseUsage, cg.based = used, true
	}
	if used-cg.baseUsage > staleReclaim {
		_ = writeCg(cg.mem, "memory.force_empty", "0")
		_ = writeCg(cg.mem, "memory.max_usage_in_bytes", "0")
		used, _ = readInt(filepath.Join(cg.mem, "memory.usage_in_bytes"))
	}
	cg.stale = max(used-cg.baseUsage, 0)
}
