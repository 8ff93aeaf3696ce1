package scaffold_test

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carokit/internal/progtest"
	"carokit/scaffold"
)

// newProblem writes a scaffold into a temporary folder.
func newProblem(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "sum")
	if err := scaffold.Write(dir, scaffold.Options{Name: "Sum"}); err != nil {
		t.Fatal(err)
	}
	return dir
}

// run runs bin with args on input and returns its standard output.
func run(t *testing.T, bin string, input string, args ...string) string {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Stdin = strings.NewReader(input)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %v: %v", filepath.Base(bin), args, err)
	}
	return string(out)
}

// TestPrograms compiles the scaffold's C++ programs and checks they do what
// their comments say, so a new problem starts from working code.
func TestPrograms(t *testing.T) {
	dir := newProblem(t)
	validator := progtest.CompileCPP(t, filepath.Join(dir, "input_validators/validator.cpp"))
	gen := progtest.CompileCPP(t, filepath.Join(dir, "generators/gen.cpp"))
	sol := progtest.CompileCPP(t, filepath.Join(dir, "submissions/accepted/sol.cpp"))
	wrong := progtest.CompileCPP(t, filepath.Join(dir, "submissions/wrong_answer/wrong.cpp"))

	sample, _ := os.ReadFile(filepath.Join(dir, "data/sample/1.in"))
	answer, _ := os.ReadFile(filepath.Join(dir, "data/sample/1.ans"))
	inputs := []struct {
		name, input string
		args        []string
		accept      bool
	}{
		{"the sample", string(sample), nil, true},
		{"the largest numbers", "3\n1000000000 -1000000000 1000000000\n", nil, true},
		{"N = 0", "0\n\n", nil, false},
		{"a leading zero", "1\n05\n", nil, false},
		{"two spaces", "2\n1  2\n", nil, false},
		{"no final newline", "1\n5", nil, false},
		{"a number too large", "1\n1000000001\n", nil, false},
		{"fewer numbers than N", "3\n1 2\n", nil, false},
		{"N above --max-n", "3\n1 2 3\n", []string{"--max-n", "2"}, false},
		{"N at --max-n", "2\n1 2\n", []string{"--max-n", "2"}, true},
	}
	for _, in := range inputs {
		if ok, msg := progtest.Validate(t, validator, []byte(in.input), in.args...); ok != in.accept {
			t.Errorf("validator %v on %s: accepted %v (%s), want %v", in.args, in.name, ok, msg, in.accept)
		}
	}

	if got := run(t, sol, string(sample)); got != string(answer) {
		t.Errorf("sol.cpp on the sample printed %q, the answer is %q", got, answer)
	}
	big := "3\n1000000000 1000000000 1000000000\n"
	if s, w := run(t, sol, big), run(t, wrong, big); s != "3000000000\n" || w == s {
		t.Errorf("on %q sol.cpp printed %q and wrong.cpp %q: want 3000000000 and something else", big, s, w)
	}
	if run(t, wrong, string(sample)) != string(answer) {
		t.Errorf("wrong.cpp should pass the sample: it is wrong only on large sums")
	}

	first, second := run(t, gen, "", "7", "20", "9"), run(t, gen, "", "7", "20", "9")
	if first != second || first == run(t, gen, "", "8", "20", "9") {
		t.Errorf("gen is not a function of its seed:\n%s%s", first, second)
	}
	if ok, msg := progtest.Validate(t, validator, []byte(first)); !ok {
		t.Errorf("the validator rejects gen's output (%s):\n%s", msg, first)
	}
}

// btCommand is how the test runs BAPCtools: $CAROKIT_BT (a command, e.g. a
// script running a source checkout), else bt on the PATH.
func btCommand(t *testing.T) []string {
	if cmd := os.Getenv("CAROKIT_BT"); cmd != "" {
		return strings.Fields(cmd)
	}
	if bt, err := exec.LookPath("bt"); err == nil {
		return []string{bt}
	}
	t.Skip("BAPCtools not found: install bt, or set CAROKIT_BT to a command running it, to check the scaffold with it")
	return nil
}

// TestBAPCtools runs BAPCtools itself on a new problem: it must generate
// the tests, validate them and find every submission's verdict as its
// folder says (bt exits 1 on any error or warning).
func TestBAPCtools(t *testing.T) {
	bt := btCommand(t)
	if testing.Short() {
		t.Skip("-short: BAPCtools compiles and runs every program")
	}
	dir := newProblem(t)
	for _, action := range [][]string{{"generate"}, {"validate"}, {"run", "-G"}} {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		args := append(append(bt[1:len(bt):len(bt)], action...), "--no-bar", "-j", "1")
		cmd := exec.CommandContext(ctx, bt[0], args...)
		cmd.Dir = dir
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		cancel()
		if err != nil {
			t.Fatalf("bt %s on the scaffold: %v\n%s", strings.Join(action, " "), err, out.String())
		}
		if action[0] == "run" && !strings.Contains(out.String(), "wrong_answer/wrong.cpp") {
			t.Errorf("bt run did not judge the wrong submission:\n%s", out.String())
		}
	}
}
