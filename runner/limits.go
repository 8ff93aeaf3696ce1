package runner

import (
	"fmt"
	"math"
	"strings"
)

// encodeLimits turns lim into the rlimits the launcher applies:
//   - RLIMIT_CPU: ceil(CPU)+1 s soft (SIGXCPU), one more second hard
//     (SIGKILL). A backstop only: Run polls the CPU clock and kills at the
//     limit itself; this one still works if the judge dies.
//   - RLIMIT_DATA = the memory limit. Unlike RLIMIT_AS it does not count
//     address space a runtime reserves without using (Go reserves over
//     1 GB), yet it stops malloc, Python and Go heaps.
//   - RLIMIT_STACK = the memory limit, as most judges do, so deep recursion
//     is bounded by memory, not by the 8 MiB default.
//   - RLIMIT_FSIZE = the output cap: a program has no business writing
//     larger files.
//   - RLIMIT_CORE = 0: no core dumps.
func encodeLimits(lim Limits) string {
	cpu := uint64(math.Ceil(lim.CPU.Seconds())) + 1
	fsize := lim.OutputBytes
	if lim.fileBytes > 0 {
		fsize = lim.fileBytes
	}
	parts := []string{
		fmt.Sprintf("cpu=%d:%d", cpu, cpu+1),
		fmt.Sprintf("fsize=%d:%d", fsize, fsize),
		"core=0:0",
	}
	if lim.MemoryBytes > 0 && !lim.noDataLimit {
		parts = append(parts, fmt.Sprintf("data=%d:%d", lim.MemoryBytes, lim.MemoryBytes))
	}
	if lim.MemoryBytes > 0 {
		parts = append(parts, fmt.Sprintf("stack=%d:%d", lim.MemoryBytes, lim.MemoryBytes))
	}
	return strings.Join(parts, " ")
}
