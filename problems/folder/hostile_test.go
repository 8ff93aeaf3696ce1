package folder

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carokit/kattis/check"
)

// hostileCase is one hostile program in one role: it must be bounded,
// must not make carokit say OK where it misbehaved, and must not reach
// the terminal raw.
type hostileCase struct {
	prog, role string // role: input, output or generator
	accept     bool   // the program behaves well once its attack failed: accepted (or generated "1 2")
	why        string
}

var hostileCases = []hostileCase{
	{"readsecrets.sh", "input", true, "another test's answer, the problem folder and $HOME are not in its sandbox"},
	{"readsecrets.sh", "output", true, "it gets its own test's input and answer, nothing else"},
	{"readsecrets.sh", "generator", true, "a generator sees no more than a validator"},
	{"writeout.sh", "input", true, "its writes outside /box and /tmp fail: the host is unchanged"},
	{"writeout.sh", "output", true, "only its feedback folder is writable"},
	{"writeout.sh", "generator", true, "the folder is not the generator's to write"},
	{"forkbomb.c", "input", true, "the process cap stops the forks; the children die with the run"},
	{"forkbomb.c", "output", true, "the same for an output validator"},
	{"forkbomb.c", "generator", true, "the same for a generator"},
	{"flood.c", "input", false, "200 MiB on each stream: capped, and the message escaped and bounded"},
	{"flood.c", "output", false, "an output validator's flood is no acceptance"},
	{"flood.c", "generator", false, "a generator past the input limit is an error (OLE)"},
	{"sleep.sh", "input", false, "the wall-clock guard stops it: a validator error, not an acceptance"},
	{"sleep.sh", "output", false, "a sleeping output validator accepts nothing"},
	{"sleep.sh", "generator", false, "a sleeping generator is stopped"},
	{"crash.sh", "input", false, "a crash is the validator's failure"},
	{"crash.sh", "output", false, "a crashing output validator is a judge error, never OK"},
	{"crash.sh", "generator", false, "a crashing generator makes no test"},
	{"escape.sh", "input", false, "its escape sequences reach the message escaped"},
	{"escape.sh", "output", false, "judgemessage.txt and stderr are escaped"},
}

// TestHostilePrograms installs each hostile program (testdata/hostile) in
// a copy of testdata/noref as its input validator, output validator or
// generator and runs it through the package API.
func TestHostilePrograms(t *testing.T) {
	needTools(t)
	needFullRun(t)
	saved := generatorCPU
	generatorCPU = time.Second
	defer func() { generatorCPU = saved }()
	home, err := os.UserHomeDir()
	if err != nil {
		t.Skip("no home folder")
	}
	for _, c := range hostileCases {
		t.Run(strings.TrimSuffix(strings.TrimSuffix(c.prog, ".sh"), ".c")+"/"+c.role, func(t *testing.T) {
			dir := hostileFolder(t, c, home)
			p, err := Open(context.Background(), dir, Options{CacheDir: cacheDir(), Warnings: func(string) {}})
			if err != nil {
				t.Fatal(err)
			}
			if v, err := p.validators(); err == nil {
				v.Limits.CPU, v.Limits.Wall = time.Second, 3*time.Second // the sleeper's bound, in seconds
			}
			out, err := runHostile(p, c.role)
			assertHostile(t, c, out, err)
			assertHostUnchanged(t, dir, home)
		})
	}
}

// hostileFolder is a copy of noref with c.prog in c.role, its
// placeholders filled in.
func hostileFolder(t *testing.T, c hostileCase, home string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "p")
	copyDir(t, "testdata/noref", dir)
	src, err := os.ReadFile(filepath.Join("testdata", "hostile", c.prog))
	if err != nil {
		t.Fatal(err)
	}
	src = []byte(strings.NewReplacer("@SECRET@", filepath.Join(dir, "data", "secret", "2.ans"), "@DIR@", dir, "@HOME@", home).Replace(string(src)))
	where := map[string]string{"input": "input_validators", "output": "output_validator", "generator": "generators"}[c.role]
	if c.role == "input" {
		if err := os.RemoveAll(filepath.Join(dir, where)); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(filepath.Join(dir, where), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, where, c.prog), src, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// runHostile runs the role's program once: what it generated, or its
// verdict as an error (nil: accepted).
func runHostile(p *Problem, role string) ([]byte, error) {
	switch role {
	case "input":
		_, err := p.Validate("secret/1.in", []byte("20 22\n"))
		return nil, err
	case "output":
		return nil, p.Check([]byte("20 22\n"), []byte("42\n"), []byte("42\n"))
	}
	entries, _ := os.ReadDir(filepath.Join(p.meta.Dir, "generators"))
	return p.Generate([]string{"generators/" + entries[0].Name(), "generator"})
}

func assertHostile(t *testing.T, c hostileCase, out []byte, err error) {
	t.Helper()
	switch {
	case c.accept && err != nil:
		t.Fatalf("%v, want it accepted (or generated): %s", err, c.why)
	case c.accept && c.role == "generator" && string(out) != "1 2\n":
		t.Fatalf("generated %q, want \"1 2\\n\": %s", out, c.why)
	case !c.accept && err == nil:
		t.Fatalf("accepted (generated %q): %s", out, c.why)
	}
	if err == nil {
		return
	}
	msg := err.Error()
	if strings.ContainsAny(msg, "\x1b\x07\r") || len(msg) > 4000 {
		t.Errorf("message of %d bytes %q: want it escaped and bounded (%s)", len(msg), msg[:min(len(msg), 300)], c.why)
	}
	var rej *check.Rejected
	if c.role == "output" && c.prog != "escape.sh" && c.prog != "flood.c" && errors.As(err, &rej) {
		t.Errorf("%v: a failing output validator is a judge error, not a wrong answer (%s)", err, c.why)
	}
	if c.prog == "escape.sh" && !strings.Contains(msg, `\x1b`) {
		t.Errorf("message %q: want the escape sequences shown escaped", msg)
	}
}

// assertHostUnchanged: nothing a hostile program wrote reached the host,
// and none of its processes is left.
func assertHostUnchanged(t *testing.T, dir, home string) {
	t.Helper()
	for _, f := range []string{filepath.Join(dir, "pwned"), filepath.Join(home, "carokit-hostile-pwned")} {
		if _, err := os.Stat(f); err == nil {
			os.Remove(f)
			t.Errorf("%s was written", f)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "data", "secret", "1.ans")); string(b) != "42\n" {
		t.Errorf("data/secret/1.ans is now %q", b)
	}
	procs, _ := filepath.Glob("/proc/[0-9]*/comm")
	for _, f := range procs {
		if b, _ := os.ReadFile(f); strings.TrimSpace(string(b)) == "carokit-hbomb" {
			t.Errorf("a fork bomb's child is left: %s", filepath.Dir(f))
		}
	}
}
