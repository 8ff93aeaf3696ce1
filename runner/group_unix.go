//go:build unix

package runner

import (
	"os/exec"
	"syscall"
)

// ownProcessGroup starts cmd as the leader of a new process group and
// makes cancelling it kill the whole group.
func ownProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
}
