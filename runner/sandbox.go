package runner

import "fmt"

// SandboxMode says whether programs run in the sandbox.
//
// On Linux the sandbox is what real judges (isolate, go-judge, DOMjudge's
// runguard) build: new user, PID, mount, network, IPC and UTS namespaces;
// a root file system holding only the system folders (read-only), the
// program and its Expose paths (read-only), a private size-capped working
// folder and /tmp; a minimal environment; no network; and, where a
// writable cgroup exists, the whole process tree as one unit for CPU time,
// peak memory and a process cap. The run ends with its namespace's init,
// which takes every process of the run with it. See sandbox_linux.go.
type SandboxMode string

// The sandbox modes.
const (
	SandboxAuto    SandboxMode = "auto"    // sandbox where the kernel allows it; say what is not enforced
	SandboxRequire SandboxMode = "require" // fail where the program cannot be sandboxed
	SandboxOff     SandboxMode = "off"     // no sandbox, for debugging
)

// DefaultMaxProcesses is the default cap on the processes and threads of
// one sandboxed run, DOMjudge's default: far more than any contest
// program needs (a JVM starts about 20 threads on two cores), far fewer
// than a fork bomb wants.
const DefaultMaxProcesses = 64

// DisableSandboxEnv, when set to 1 in carokit's environment, makes the
// sandbox unavailable as if the kernel refused user namespaces. It exists
// so that tests can check --sandbox require and auto where sandboxing is
// possible.
const DisableSandboxEnv = "CAROKIT_SANDBOX_UNAVAILABLE"

// ParseSandbox reads a --sandbox value.
func ParseSandbox(s string) (SandboxMode, error) {
	switch m := SandboxMode(s); m {
	case SandboxAuto, SandboxRequire, SandboxOff:
		return m, nil
	case "":
		return SandboxAuto, nil
	}
	return "", fmt.Errorf("sandbox mode %q: want auto, require or off", s)
}

// DisableCgroupEnv, when set to 1, makes carokit ignore the cgroups, so
// that tests can check the sandbox's fallback accounting.
const DisableCgroupEnv = "CAROKIT_NO_CGROUP"
