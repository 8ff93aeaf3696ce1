package runner

import (
	"carokit/runner/internal/sandbox"
)

// compileSandboxed says whether compilers run in the sandbox under mode:
// as programs do (see planSandbox).
func compileSandboxed(mode SandboxMode) (bool, error) {
	plan, err := planSandbox(mode)
	return plan != nil, err
}

// hostEnv is the environment of a compiler run outside the sandbox:
// carokit's with the box's additions; nil for a program, which gets
// carokit's.
func (b *compileBox) hostEnv() []string {
	if b == nil {
		return nil
	}
	return withEnv(sandbox.Environ(), b.env)
}
