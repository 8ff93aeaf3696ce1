package reliability

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"carokit/internal/loadtiming"
	"carokit/problem"
)

var tableFile = flag.String("table", "", "write the Markdown table of TestHostile's measurements to this file")

// hostile is the suite: what each fixture does and what judge and stress
// must make of it. judge is the worst verdict over the two-test package
// (the sample, answer 10, and a full 2×2 board, answer 0); stress is the
// verdict of the first failure, OK for none.
var hostile = []struct {
	src, does     string
	judge, stress problem.Verdict
	why           string
	// stressArgs are extra stress flags: alloc.c gets a longer time
	// limit, since stress has the problem's 256 MiB limit (the judge's
	// package 64 MiB), and faulting in 256 MiB can take over the suite's
	// 0.3 s of CPU on a loaded machine.
	stressArgs []string
}{
	{"loop.c", "infinite loop", problem.TLE, problem.TLE, "killed at the CPU limit", nil},
	{"sleep.c", "sleeps forever", problem.TLE, problem.TLE, "uses no CPU: only the wall-clock guard stops it", nil},
	{"fork.c", "forks two children that keep running (one spins, one sleeps), answers right", problem.OK, problem.OK,
		"the answer counts; the children are killed with the process group", nil},
	{"daemon.c", "double-forks a daemon that calls setsid and sleeps, answers right", problem.OK, problem.OK,
		"the daemon left the group, came back to carokit (a child subreaper) and is killed", nil},
	{"bigout.c", "prints 1 GiB", problem.OLE, problem.OLE, "killed as soon as stdout passes the cap", nil},
	{"alloc.c", "allocates without bound", problem.MLE, problem.MLE, "malloc fails at the data limit; it dies near the limit",
		[]string{"--time-limit", "3s"}},
	{"segv.c", "segfaults", problem.RE, problem.RE, "SIGSEGV", nil},
	{"abort.c", "aborts", problem.RE, problem.RE, "SIGABRT", nil},
	{"exit3.c", "answers right, exits with code 3", problem.RE, problem.RE, "a non-zero exit is a run-time error whatever it printed", nil},
	{"closeout.c", "answers right, closes stdout and stderr, keeps running", problem.OK, problem.OK,
		"end of file on its pipes is not its exit", nil},
	{"noread.c", "never reads its input, prints 0", problem.WA, problem.WA, "right only where nobody wins", nil},
	{"silent.c", "prints nothing", problem.WA, problem.WA, "empty output", nil},
	{"extra.c", "prints the answer twice", problem.WA, problem.WA, "an extra token", nil},
	{"words.c", "prints \"the answer is 10\"", problem.WA, problem.WA, "non-numeric tokens", nil},
	{"badutf8.c", "prints the answer wrapped in invalid UTF-8", problem.WA, problem.WA, "bytes that are not text", nil},
	{"stderrflood.c", "writes 32 MiB to stderr, answers right", problem.OK, problem.OK, "stderr is drained and truncated", nil},
	{"correct.c", "control: answers right", problem.OK, problem.OK, "the suite's reference", nil},
}

// judgeJSON is the part of `carokit judge --format json` the test reads.
type judgeJSON []struct {
	Subtasks []struct {
		Verdict problem.Verdict `json:"verdict"`
	} `json:"subtasks"`
	Tests []judgeTest `json:"tests"`
}

// judgeTest is one test's result in judgeJSON.
type judgeTest struct {
	Name    string          `json:"name"`
	Verdict problem.Verdict `json:"verdict"`
	Detail  string          `json:"detail"`
}

// failureLine is how `carokit stress` reports its first failure.
var failureLine = regexp.MustCompile(`(?m)^failure 1: (\S+) on case (\d+) of seed \d+ \((.*)\); shrunk to ([^\n]*):$`)

// TestHostile runs every fixture through `carokit judge` and `carokit
// stress` and checks the verdict, carokit's own peak memory, that no
// process of the fixture is left and that TMPDIR is left empty.
func TestHostile(t *testing.T) {
	pkg := writePackage(t)
	binary(t)
	table := []string{
		"| program | judge (2 tests) | stress (N ≤ 8, K ≤ 40) | carokit peak RSS, judge / stress |",
		"|---|---|---|---|",
	}
	var maxJudge, maxStress int64
	for _, h := range hostile {
		name := strings.TrimSuffix(h.src, ".c")
		t.Run(name, func(t *testing.T) {
			bin := fixture(t, h.src)
			judged, jo := judgeFixture(t, pkg, bin, h.judge, h.why)
			stressed, so := stressFixture(t, bin, h.stress, h.why, h.stressArgs...)
			maxJudge, maxStress = max(maxJudge, jo.peakKiB), max(maxStress, so.peakKiB)
			t.Logf("carokit's own peak (VmHWM) and wait4's ru_maxrss: judge %d / %d KiB, stress %d / %d KiB",
				jo.peakKiB, jo.rusageKiB, so.peakKiB, so.rusageKiB)
			table = append(table, fmt.Sprintf("| `%s`: %s | %s | %s | %s / %s |", h.src, h.does, judged, stressed, mib(jo.peakKiB), mib(so.peakKiB)))
		})
	}
	table = append(table, "", fmt.Sprintf("carokit's peak resident set over the suite: judge %s, stress %s (bound: 200 MB).", mib(maxJudge), mib(maxStress)))
	t.Log("\n" + strings.Join(table, "\n"))
	if *tableFile != "" {
		if err := os.WriteFile(*tableFile, []byte(strings.Join(table, "\n")+"\n"), 0o644); err != nil {
			t.Error(err)
		}
	}
}

// judgeFixture judges bin on the package with a 0.3 s limit (runs are cut
// at 1.2 × that, sleepers at 2 × + 1 s) and returns the table cell.
func judgeFixture(t *testing.T, pkg, bin string, want problem.Verdict, why string, extra ...string) (string, outcome) {
	t.Helper()
	tmp := t.TempDir()
	tl, extra := timeLimit(extra)
	o := run(t, tmp, 30*time.Second, append([]string{"judge", "--package", pkg, "--solution", bin,
		"--time-limit", tl, "--jobs", "2", "--format", "json"}, extra...)...)
	checkNoFixtureLeft(t)
	checkEmpty(t, tmp)
	checkMemory(t, "judge", o)
	if o.code != 0 {
		t.Fatalf("judge: %s", o)
	}
	var rep judgeJSON
	if err := json.Unmarshal([]byte(o.stdout), &rep); err != nil || len(rep) != 1 || len(rep[0].Subtasks) != 1 {
		t.Fatalf("judge printed %q (%v), want one solution with one subtask", clip(o.stdout), err)
	}
	got := rep[0].Subtasks[0].Verdict
	if got != want && starved(got, want, rep[0].Tests...) {
		t.Logf("judge: verdict %s, want %s: starved into the wall-clock guard on a loaded machine; tests %+v", got, want, rep[0].Tests)
	} else if got != want {
		t.Errorf("judge: verdict %s, want %s (%s); tests %+v", got, want, why, rep[0].Tests)
	}
	var cell []string
	for _, r := range rep[0].Tests {
		c := string(r.Verdict)
		if r.Detail != "" {
			c += " (" + tableText(r.Detail) + ")"
		}
		cell = append(cell, c)
	}
	return strings.Join(cell, ", "), o
}

// stressFixture runs stress against the brute-force oracle with a 0.3 s
// limit per case and returns the table cell.
func stressFixture(t *testing.T, bin string, want problem.Verdict, why string, extra ...string) (string, outcome) {
	t.Helper()
	tmp := t.TempDir()
	cases := "300" // a failing program stops at its first failure
	if want == problem.OK {
		cases = "20"
	}
	tl, extra := timeLimit(extra)
	o := run(t, tmp, 60*time.Second, append([]string{"stress", "--target", bin, "--max-n", "8", "--max-k", "40",
		"--cases", cases, "--seed", "1", "--jobs", "2", "--time-limit", tl, "--shrink-time", "1s"}, extra...)...)
	checkNoFixtureLeft(t)
	checkEmpty(t, tmp)
	checkMemory(t, "stress", o)
	m := failureLine.FindStringSubmatch(o.stdout)
	switch {
	case want == problem.OK && (o.code != 0 || m != nil):
		t.Fatalf("stress: want no failure (%s), got %s; stdout %q", why, o, clip(o.stdout))
	case want == problem.OK:
		return "no failure in " + cases + " cases", o
	case o.code != 1 || m == nil:
		t.Fatalf("stress: want a %s failure (%s), got %s; stdout %q", want, why, o, clip(o.stdout))
	case problem.Verdict(m[1]) != want && starvedDetail(problem.Verdict(m[1]), want, m[3]):
		t.Logf("stress: first failure %s (%s), want %s: starved into the wall-clock guard on a loaded machine", m[1], m[3], want)
	case problem.Verdict(m[1]) != want:
		t.Errorf("stress: first failure %s (%s), want %s (%s)", m[1], m[3], want, why)
	}
	return fmt.Sprintf("%s on case %s (%s), shrunk to %s", m[1], m[2], tableText(m[3]), m[4]), o
}

// starved says a TLE where want was expected is a loaded machine's doing:
// every TLE test was stopped by the wall-clock guard with little CPU used
// (a program starved of CPU looks like one that sleeps), and the machine
// is loaded now (loadtiming.Loaded). On an idle machine the same verdict
// fails the test.
func starved(got, want problem.Verdict, tests ...judgeTest) bool {
	for _, r := range tests {
		if r.Verdict == problem.TLE && !starvedDetail(r.Verdict, want, r.Detail) {
			return false
		}
	}
	return got == problem.TLE && want != problem.TLE && loadtiming.Loaded()
}

// starvedDetail is starved for one run's verdict and detail.
func starvedDetail(got, want problem.Verdict, detail string) bool {
	return got == problem.TLE && want != problem.TLE && strings.Contains(detail, "wall-clock guard") && loadtiming.Loaded()
}

// timeLimit takes "--time-limit D" out of args: D, or the suite's 300ms.
func timeLimit(args []string) (string, []string) {
	for i := 0; i+1 < len(args); i++ {
		if args[i] == "--time-limit" {
			return args[i+1], append(args[:i:i], args[i+2:]...)
		}
	}
	return "300ms", args
}

// checkMemory fails when carokit's own peak passes the bound.
func checkMemory(t *testing.T, cmd string, o outcome) {
	t.Helper()
	if o.peakKiB == 0 {
		t.Errorf("%s: no memory figure (the process ended before the first poll?)", cmd)
	}
	if o.peakKiB > memoryBoundKiB {
		t.Errorf("%s: carokit's peak resident set is %s, over the 200 MB bound", cmd, mib(o.peakKiB))
	}
}

func mib(kib int64) string {
	return strconv.FormatFloat(float64(kib)/1024, 'f', 1, 64) + " MiB"
}

// tableText keeps a detail on one Markdown table cell.
func tableText(s string) string {
	return strings.NewReplacer("|", "\\|", "\n", " ").Replace(s)
}

// TestStressMLEUnderLargeParent: stress starts its programs directly
// (runner.Limits.Direct), so the kernel reports a program's peak memory as
// the larger of its own and carokit's. carokit must compare it with the
// peak of its own address space, not with its rusage, into which exec
// folded the peak of the process that started it: here a parent holding
// 320 MiB, more than the 256 MiB the program reaches. (Compared with the
// rusage, the program's peak was dropped and its MLE read as RE.)
func TestStressMLEUnderLargeParent(t *testing.T) {
	bin := fixture(t, "alloc.c")
	ballast := make([]byte, 320<<20)
	for i := 0; i < len(ballast); i += 4096 {
		ballast[i] = 1
	}
	tmp := t.TempDir()
	o := run(t, tmp, time.Minute, "stress", "--target", bin, "--max-n", "8", "--max-k", "40",
		"--cases", "10", "--seed", "1", "--jobs", "2", "--time-limit", "1s", "--shrink-time", "1ms")
	runtime.KeepAlive(ballast)
	checkNoFixtureLeft(t)
	checkEmpty(t, tmp)
	if m := failureLine.FindStringSubmatch(o.stdout); m == nil || m[1] != string(problem.MLE) {
		t.Errorf("want an MLE failure, got %s; stdout %q", o, clip(o.stdout))
	}
	if o.rusageKiB < 320<<10 {
		t.Errorf("carokit's rusage peak is %d KiB: the parent's 320 MiB was not folded in, so this test proves nothing", o.rusageKiB)
	}
}
