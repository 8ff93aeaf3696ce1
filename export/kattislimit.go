package export

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// kattisLimits is problem.yaml's limits: the memory, and the time limit
// but in legacy (problemtools computes it there), with a time_resolution
// it is a multiple of when it is not whole seconds (BAPCtools'
// problem.py:221 rejects a time_limit that is not a multiple of
// time_resolution, 1 s by default).
func kattisLimits(version string, timeLimitMS, memoryMB int64) *yaml.Node {
	limits := ymap()
	if version == KattisLegacy {
		// problemtools' legacy time limit is the slowest accepted run
		// times time_multiplier (default 5, verifyproblem.py
		// _compute_time_limit); carokit's rule is twice, as 2023-07's
		// ac_to_time_limit default: --fixed_timelim $(cat .timelimit)
		// then warns only when an accepted run takes over half the limit.
		limits.Content = append(limits.Content, ystr("time_multiplier"), yfloat(2))
	}
	if version != KattisLegacy {
		limits.Content = append(limits.Content, ystr("time_limit"), yfloat(float64(timeLimitMS)/1000))
		if res := int64(1000); timeLimitMS%res != 0 {
			for timeLimitMS%res != 0 {
				res /= 10
			}
			limits.Content = append(limits.Content, ystr("time_resolution"), yfloat(float64(res)/1000))
		}
	}
	limits.Content = append(limits.Content, ystr("memory"), yint(memoryMB))
	return limits
}

// seconds writes a time limit in seconds, as short as it is (1, 0.1).
func seconds(ms int64) string {
	return strconv.FormatFloat(float64(ms)/1000, 'f', -1, 64)
}

// writeTimeLimit writes a legacy export's time limit in .timelimit,
// which DOMjudge reads: legacy problem.yaml has no time limit and
// problemtools reads no .timelimit (verifyproblem.py _compute_time_limit
// takes the slowest accepted run times time_multiplier unless given
// --fixed_timelim), so the export says, in one line, how to pin it.
func (l *layout) writeTimeLimit(outDir string, ms int64) error {
	if err := writeFile(outDir, ".timelimit", []byte(seconds(ms)+"\n")); err != nil {
		return err
	}
	if l.opt.Warnings != nil {
		l.opt.Warnings(fmt.Sprintf("kattis legacy: the time limit (%s s) is in .timelimit, which DOMjudge reads; problemtools computes its own from the slowest accepted run unless run as verifyproblem --fixed_timelim %s (--kattis-version 2023-07 or 2025-09 pins it in problem.yaml)", seconds(ms), seconds(ms)))
	}
	return nil
}

// pypyStartMB is the address space PyPy 7.3 needs to start (measured:
// "cannot allocate nursery" at 112 MiB, starts at 128 MiB).
const pypyStartMB = 128

// pypyUnrunnable returns the Python submissions problemtools and
// BAPCtools cannot run, which the export leaves out, saying so in one
// line: both run .py files with PyPy under an address-space limit equal
// to the memory limit (problemtools run/limit.py, BAPCtools util.py
// limit_setter: RLIMIT_AS), and below pypyStartMB PyPy aborts before
// reading the input, so each would be an error there.
func (l *layout) pypyUnrunnable() map[string]bool {
	if l.m.MemoryLimitMB >= pypyStartMB {
		return nil
	}
	out := map[string]bool{}
	var names []string
	for _, s := range l.opt.Submissions {
		if filepath.Ext(s.Path) == ".py" {
			out[s.Path] = true
			names = append(names, filepath.Base(s.Path))
		}
	}
	if len(names) > 0 && l.opt.Warnings != nil {
		l.opt.Warnings(fmt.Sprintf("kattis: %s not shipped: problemtools and BAPCtools run .py with PyPy under an address-space limit of the memory limit (%d MB), and PyPy needs about %d MB to start", strings.Join(names, ", "), l.m.MemoryLimitMB, pypyStartMB))
	}
	return out
}
