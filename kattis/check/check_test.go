package check

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"carokit/runner"
)

// cacheDir is the compile cache every test shares: each fixture
// compiles once.
var cacheDir string

func TestMain(m *testing.M) {
	runner.MaybeLaunch() // validators run through runner, which re-executes this binary
	dir, err := os.MkdirTemp("", "carokit-check-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	cacheDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// needTools skips a test when a compiler its fixtures need is missing.
func needTools(t *testing.T, tools ...string) {
	t.Helper()
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed: %v", tool, err)
		}
	}
}

var (
	prepared   = map[string]*Validators{}
	preparedMu sync.Mutex
)

// prepare is Prepare of a fixture, once per test binary.
func prepare(t *testing.T, dir string) *Validators {
	t.Helper()
	preparedMu.Lock()
	defer preparedMu.Unlock()
	if v, ok := prepared[dir]; ok {
		return v
	}
	v, err := Prepare(context.Background(), dir, cacheDir, runner.SandboxAuto)
	if err != nil {
		t.Fatalf("Prepare(%s): %v", dir, err)
	}
	prepared[dir] = v
	return v
}

// only is v with the input validators named.
func only(v *Validators, names ...string) *Validators {
	c := *v
	c.Input = nil
	for _, p := range v.Input {
		for _, n := range names {
			if p.Name == n {
				c.Input = append(c.Input, p)
			}
		}
	}
	return &c
}

// TestPrepare: which programs Prepare finds in each layout, which it
// skips, and that it knows a testlib program by its source.
func TestPrepare(t *testing.T) {
	needTools(t, "g++", "python3")
	cases := []struct {
		dir     string
		inputs  string // names, testlib ones starred
		output  string
		skipped string
		why     string
	}{
		{"testdata/pairsum", "validate.cpp validate.py", "output_validator", "", "2025-09: every file of input_validators/ a program; output_validator/ the output validator, a folder"},
		{"testdata/tlsum", "validate.cpp*", "checker.cpp*", "", "legacy: the one program of output_validators/; testlib.h beside a file is a header, not a program, and makes both testlib programs"},
		{"testdata/broken", "built crash.py exit0.py hello.sh script", "", "format.ctd", "a build-script folder, a run-script folder and a .sh file are programs; checktestdata is skipped with the reason; no output validator: the default one"},
	}
	for _, c := range cases {
		t.Run(filepath.Base(c.dir), func(t *testing.T) {
			v := prepare(t, c.dir)
			var inputs, skipped []string
			for _, p := range v.Input {
				inputs = append(inputs, p.Name+map[bool]string{true: "*"}[p.Testlib])
			}
			for _, s := range v.Skipped {
				skipped = append(skipped, s.Name)
			}
			output := ""
			if v.Output != nil {
				output = v.Output.Name + map[bool]string{true: "*"}[v.Output.Testlib]
			}
			if got := strings.Join(inputs, " "); got != c.inputs {
				t.Errorf("inputs %q, want %q: %s", got, c.inputs, c.why)
			}
			if output != c.output || strings.Join(skipped, " ") != c.skipped {
				t.Errorf("output %q skipped %q, want %q and %q: %s", output, skipped, c.output, c.skipped, c.why)
			}
		})
	}
}

// TestPrepareErrors: what Prepare refuses, each with a message that says
// what to do.
func TestPrepareErrors(t *testing.T) {
	needTools(t, "g++", "python3")
	cases := []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"two legacy output validators", map[string]string{"output_validators/a.py": "", "output_validators/b.py": ""}, "holds 2 output validators (a.py, b.py): carokit runs one"},
		{"a failing build script", map[string]string{"input_validators/v/build": "#!/bin/sh\necho oops; exit 1\n", "input_validators/v/run": "#!/bin/sh\n"}, "input validator v: its build script failed (exit code 1); it said: oops"},
		{"a build script without run", map[string]string{"input_validators/v/build": "#!/bin/sh\ntrue\n"}, "input validator v: its build script left no executable run file"},
		{"a compile error", map[string]string{"input_validators/v.cpp": "int main() { return 42 }\n"}, "input validator v.cpp: compile"},
		{"a missing testlib.h", map[string]string{"output_validator/c.cpp": "#include \"testlib.h\"\nint main() {}\n"}, "output validator output_validator: compile"},
		{"an unknown language", map[string]string{"input_validators/v.xyz": "x"}, "input validator v.xyz: cannot run"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, text := range c.files {
				path := filepath.Join(dir, name)
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				mode := os.FileMode(0o644)
				if b := filepath.Base(name); b == "build" || b == "run" {
					mode = 0o755
				}
				if err := os.WriteFile(path, []byte(text), mode); err != nil {
					t.Fatal(err)
				}
			}
			_, err := Prepare(context.Background(), dir, cacheDir, runner.SandboxAuto)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("Prepare: %v, want an error with %q", err, c.want)
			}
		})
	}
}

// TestValidateInput runs the Kattis-protocol validators (C++ and Python,
// with --max-n flags) and the testlib one on valid and invalid inputs.
func TestValidateInput(t *testing.T) {
	needTools(t, "g++", "python3")
	valid := "3 5\n1 4 -2\n"
	cases := []struct {
		name, dir, only string
		input           string
		flags           []string
		ok              bool
		why             string
	}{
		{"valid, C++", "testdata/pairsum", "validate.cpp", valid, nil, true, "exit 42 is accepted"},
		{"valid, Python", "testdata/pairsum", "validate.py", valid, nil, true, "exit 42 is accepted"},
		{"both", "testdata/pairsum", "", valid, nil, true, "every validator runs and accepts"},
		{"flags reach C++", "testdata/pairsum", "validate.cpp", valid, []string{"--max-n", "2"}, false, "the group's flags are the validator's arguments"},
		{"flags reach Python", "testdata/pairsum", "validate.py", valid, []string{"--max-n", "2"}, false, "the group's flags are the validator's arguments"},
		{"flags that allow", "testdata/pairsum", "", valid, []string{"--max-n", "3"}, true, "N = 3 ≤ 3"},
		{"a double space, C++", "testdata/pairsum", "validate.cpp", "3 5\n1  4 -2\n", nil, false, "exit 43 is rejected"},
		{"no final newline, Python", "testdata/pairsum", "validate.py", "3 5\n1 4 -2", nil, false, "exit 43 is rejected"},
		{"testlib valid", "testdata/tlsum", "", "2\n-1000 7\n", nil, true, "a testlib validator's exit 0 is accepted"},
		{"testlib out of range", "testdata/tlsum", "", "2\n-1001 7\n", nil, false, "a testlib validator's exit 3 (its fail) is rejected"},
		{"testlib trailing data", "testdata/tlsum", "", "1\n5\n\n", nil, false, "testlib reads strictly to the end"},
		{"a run script", "testdata/broken", "script", "1\n", nil, true, "a run script is a program"},
		{"a run script rejects", "testdata/broken", "script", "", nil, false, "a run script is a program"},
		{"built by its build script", "testdata/broken", "built", "42\n", nil, true, "the build script made run, which runs what it compiled"},
		{"built, rejects", "testdata/broken", "built", "41\n", nil, false, "the build script made run, which runs what it compiled"},
		{"a shell script", "testdata/broken", "hello.sh", "hello\n", nil, true, "a .sh file runs with sh, as BAPCtools runs it"},
		{"a shell script rejects", "testdata/broken", "hello.sh", "bye\n", nil, false, "a .sh file runs with sh, as BAPCtools runs it"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := prepare(t, c.dir)
			if c.only != "" {
				v = only(v, c.only)
			}
			err := v.ValidateInput(context.Background(), []byte(c.input), c.flags)
			var inv *InvalidInput
			switch {
			case c.ok && err != nil:
				t.Fatalf("ValidateInput(%q): %v, want accepted: %s", c.input, err, c.why)
			case !c.ok && !errors.As(err, &inv):
				t.Fatalf("ValidateInput(%q): %v, want an *InvalidInput: %s", c.input, err, c.why)
			}
		})
	}
}

// TestValidateInputMessages: a rejection says what the validator said,
// escaped; a validator that breaks the protocol is a *ValidatorError.
func TestValidateInputMessages(t *testing.T) {
	needTools(t, "g++", "python3")
	cases := []struct {
		name, dir, only, input string
		want                   string
		validatorError         bool
	}{
		{"C++ reason", "testdata/pairsum", "validate.cpp", "1 5\n1\n", "input validator validate.cpp rejected the input: N out of range", false},
		{"testlib reason", "testdata/tlsum", "", "0\n\n", "input validator validate.cpp rejected the input: FAIL n = 0 violates the range [1, 100]", false},
		{"exit 0", "testdata/broken", "exit0.py", "1\n", "validator exit0.py failed: exit code 0: a Kattis validator exits 42 (accept) or 43 (reject)", true},
		{"a crash", "testdata/broken", "crash.py", "1\n", "validator crash.py failed: exit code 1: a Kattis validator exits 42 (accept) or 43 (reject); it said: Traceback", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := only(prepare(t, c.dir), c.only)
			if c.only == "" {
				v = prepare(t, c.dir)
			}
			err := v.ValidateInput(context.Background(), []byte(c.input), nil)
			var ve *ValidatorError
			if err == nil || !strings.HasPrefix(err.Error(), c.want) || errors.As(err, &ve) != c.validatorError {
				t.Errorf("got %v (a *ValidatorError: %v)\nwant %s... (a *ValidatorError: %v)", err, errors.As(err, &ve), c.want, c.validatorError)
			}
		})
	}
}

// TestValidateInputWith: a 2025-09 input_validator_args map gives each
// validator its own arguments, by name.
func TestValidateInputWith(t *testing.T) {
	needTools(t, "g++", "python3")
	v := prepare(t, "testdata/pairsum")
	args := map[string][]string{"validate.py": {"--max-n", "2"}}
	err := v.ValidateInputWith(context.Background(), []byte("3 5\n1 4 -2\n"), func(name string) []string { return args[name] })
	var inv *InvalidInput
	if !errors.As(err, &inv) || inv.Validator != "validate.py" {
		t.Errorf("got %v, want validate.py (given --max-n 2) to reject and validate.cpp (given nothing) to accept", err)
	}
}

// TestOutputLayouts: where each tool puts its output validator, and which
// program Prepare takes.
func TestOutputLayouts(t *testing.T) {
	needTools(t, "python3")
	cases := []struct {
		name  string
		files []string
		want  string
		why   string
	}{
		{"2025-09 folder", []string{"output_validator/validate.py"}, "output_validator", "BAPCtools, 2025-09: output_validator/ is the program"},
		{"problemtools' folder of programs", []string{"output_validator/guess_validator/validate.py"}, "guess_validator", "problemtools reads output_validator/ as a folder of programs (its guess example)"},
		{"an empty folder", []string{"output_validator/.gitkeep"}, "", "nothing to run: the default validator"},
		{"legacy file", []string{"output_validators/checker.py"}, "checker.py", "legacy: the one program of output_validators/"},
		{"legacy folder", []string{"output_validators/x/main.py", "output_validators/README.md"}, "x", "legacy: a folder program; a README is no program"},
		{"none", []string{"input_validators/v.py"}, "", "no output validator: the default one"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			for _, f := range c.files {
				path := filepath.Join(dir, f)
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte("import sys\nsys.exit(42)\n"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			v, err := Prepare(context.Background(), dir, cacheDir, runner.SandboxAuto)
			if err != nil {
				t.Fatal(err)
			}
			got := ""
			if v.Output != nil {
				got = v.Output.Name
			}
			if got != c.want {
				t.Errorf("output validator %q, want %q: %s", got, c.want, c.why)
			}
		})
	}
}
