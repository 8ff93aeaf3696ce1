package runner

import (
	"context"
	"testing"
	"time"
)

// BenchmarkRunInput is stress's external path: one small case through a
// warm sandbox (or none, where the kernel refuses one). -benchmem shows
// what a case allocates in the judge.
func BenchmarkRunInput(b *testing.B) {
	p := fixture(b, "echo.c")
	for _, mode := range []SandboxMode{SandboxAuto, SandboxOff} {
		b.Run(string(mode), func(b *testing.B) {
			lim := Limits{CPU: 2 * time.Second, Wall: 20 * time.Second, Sandbox: mode, Direct: true}
			input := []byte("15 3\n1 1\n2 2\n3 3\n")
			b.ReportAllocs()
			for b.Loop() {
				res, err := RunInput(context.Background(), p, input, lim)
				if err != nil || res.Verdict != "OK" {
					b.Fatal(res.Verdict, err)
				}
			}
		})
	}
}

// BenchmarkLaunch is one run of a program that does nothing, in each way
// a run starts: without the sandbox (the launcher forks it: rawChild), in
// a cold sandbox (an init per run: rawChild) and in a warm one (vfork).
func BenchmarkLaunch(b *testing.B) {
	p := fixture(b, "trivial.c")
	for _, c := range []struct {
		name string
		mode SandboxMode
		cold bool
	}{{"plain", SandboxOff, false}, {"cold", SandboxRequire, true}, {"warm", SandboxRequire, false}} {
		b.Run(c.name, func(b *testing.B) {
			if c.mode == SandboxRequire {
				if _, err := CheckSandbox(SandboxRequire); err != nil {
					b.Skip(err)
				}
			}
			coldOnly = c.cold
			defer func() { coldOnly = false }()
			lim := Limits{CPU: 2 * time.Second, MemoryBytes: 256 << 20, Sandbox: c.mode}
			for b.Loop() {
				res, err := RunInput(context.Background(), p, nil, lim)
				if err != nil || res.Verdict != "OK" {
					b.Fatal(res.Verdict, err)
				}
			}
		})
	}
}
