package runner

import "os/exec"

// ownProcessGroup: Windows has no process groups to kill; cancelling kills
// the process itself (os/exec's default).
func ownProcessGroup(cmd *exec.Cmd) {}
