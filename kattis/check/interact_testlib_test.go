package check

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carokit/problem"
	"carokit/runner"
)

// guessTestlib is the folder problem whose interactor is a testlib
// program (problems/folder/testdata/guesstl, judged there through the
// real binary too).
const guessTestlib = "../../problems/folder/testdata/guesstl"

// TestInteractTestlib runs a testlib interactor (`interactor input tout
// answer`, testlib's exit codes) with sh submissions: each exit code
// the interactor gives, and the Kattis rules around it.
func TestInteractTestlib(t *testing.T) {
	testInteractTestlib(t, prepare(t, guessTestlib))
}

// TestRealTestlibInteractor is TestInteractTestlib with the interactor
// compiled against the real testlib.h that CAROKIT_TESTLIB names, so that
// the stand-in's exit codes are held to testlib's own.
func TestRealTestlibInteractor(t *testing.T) {
	header := os.Getenv("CAROKIT_TESTLIB")
	if header == "" {
		t.Skip("CAROKIT_TESTLIB does not name a testlib.h: the real testlib is not tried (the stand-in in guesstl is)")
	}
	needTools(t, "g++")
	dir := t.TempDir()
	for name, from := range map[string]string{"interactor.cpp": filepath.Join(guessTestlib, "output_validator", "interactor.cpp"), "testlib.h": header} {
		data, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Join(dir, "output_validator"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "output_validator", name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	v, err := Prepare(context.Background(), dir, cacheDir, runner.SandboxAuto)
	if err != nil {
		t.Fatal(err)
	}
	testInteractTestlib(t, v)
}

func testInteractTestlib(t *testing.T, v *Validators) {
	if !v.Output.Testlib {
		t.Fatal("interactor.cpp includes testlib.h: want it run by testlib's protocol")
	}
	lim := runner.Limits{CPU: 2 * time.Second, Wall: 4 * time.Second}
	cases := []struct {
		name, secret, sub string
		want              problem.Verdict
		detail            string // in Detail
		why               string
	}{
		{"binary search", "777", search, problem.OK, "", "exit 0 is accepted"},
		{"wrong guess", "777", "echo '! 5'", problem.WA, "guessed 5, the number was 777", "exit 1 (quitf(_wa)) is WA with testlib's message"},
		{"garbage", "3", "echo hello; read x", problem.WA, "wrong output format not a query: hello", "exit 2 (quitf(_pe)) is WA, said as a presentation error"},
		{"exits early", "3", "echo '? 1'; read x", problem.WA, "wrong output format", "the submission's output ends before a guess: testlib's unexpected end, a presentation error"},
		{"crash first", "3", "echo '? 1'; exit 3", problem.RE, "exit code 3", "the submission failed before the interactor decided: its RE (the Kattis rule, whatever the protocol)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			run := problem.InteractRun{Input: []byte(c.secret + "\n"), Wall: lim.Wall, Start: shStart(c.sub, lim)}
			got, err := v.Interact(context.Background(), run, nil, Mode{Interactive: true})
			if err != nil {
				t.Fatalf("%s: %v", c.why, err)
			}
			if got.Verdict != c.want || !strings.Contains(got.Detail, c.detail) {
				t.Fatalf("%s: got %s %q (transcript %q); want %s with %q", c.why, got.Verdict, got.Detail, got.Transcript, c.want, c.detail)
			}
		})
	}
}

// TestTestlibJudgement: testlib's exit codes as Polygon and DMOJ's
// testlib module read them (dmoj/contrib/testlib.py parse_return_code).
func TestTestlibJudgement(t *testing.T) {
	ov := Program{Name: "interactor.cpp", Testlib: true}
	cases := []struct {
		name     string
		res      runner.Result
		accepted bool
		score    float64 // -1: none
		fails    string  // a *ValidatorError with this, "" for none
		why      string
	}{
		{"ok", runner.Result{ExitCode: 0, Stderr: []byte("ok found\n")}, true, -1, "", "0 is accepted"},
		{"wa", runner.Result{ExitCode: 1, Stderr: []byte("wrong answer no\n")}, false, -1, "", "1 is wrong"},
		{"pe", runner.Result{ExitCode: 2}, false, -1, "", "2 (and 4, 8) is wrong, a presentation error"},
		{"points", runner.Result{ExitCode: 7, Stderr: []byte("points 12.5 half done\n")}, true, 12.5, "", "7 is testlib's points: accepted, worth the number quitp wrote first"},
		{"points without a number", runner.Result{ExitCode: 7, Stderr: []byte("done\n")}, false, -1, "without \"points N\"", "7 with no points on stderr is the interactor's error, as DMOJ's 'Invalid stderr for partial points'"},
		{"fail", runner.Result{ExitCode: 3, Stderr: []byte("FAIL bad input\n")}, false, -1, "exit code 3", "3 is testlib's own failure: the judge's error"},
		{"unknown", runner.Result{ExitCode: 42}, false, -1, "exit code 42", "a Kattis exit code is not testlib's"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			j, err := testlibJudgement(ov, c.res)
			var ve *ValidatorError
			if c.fails != "" {
				if !errors.As(err, &ve) || !strings.Contains(ve.Reason, c.fails) {
					t.Fatalf("%s: %v, want a *ValidatorError with %q", c.why, err, c.fails)
				}
				return
			}
			if err != nil || j.Accepted != c.accepted || (c.score >= 0) != (j.Score != nil) || (j.Score != nil && *j.Score != c.score) {
				t.Fatalf("%s: %+v, %v; want accepted %v, score %v", c.why, j, err, c.accepted, c.score)
			}
		})
	}
}
