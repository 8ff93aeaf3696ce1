//go:build !linux

package runner

import "os"

// nobody is the uid compilers would run as under root in a sandbox; no
// sandbox here.
const nobody = 65534

// compileSandboxed: there is no sandbox off Linux; compilers run as
// carokit's user, under the wall clock (see run_other.go).
func compileSandboxed(mode SandboxMode) (bool, error) {
	if mode == SandboxRequire {
		_, err := CheckSandbox(mode)
		return false, err
	}
	return false, nil
}

// hostEnv is the environment of a compiler: carokit's with the box's
// additions; nil for a program, which gets carokit's.
func (b *compileBox) hostEnv() []string {
	if b == nil {
		return nil
	}
	return withEnv(os.Environ(), b.env)
}
