package deploy

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
)

var build struct {
	sync.Once
	dir string // holds carokit and the small package
	err error
}

// carokit builds the binary once, and the package of testdata/plan.txt
// with it, and returns the folder holding both (carokit, pkg).
func carokit(t *testing.T) string {
	t.Helper()
	build.Do(func() {
		build.dir, build.err = os.MkdirTemp("", "carokit-deploy-test-")
		if build.err != nil {
			return
		}
		bin := filepath.Join(build.dir, "carokit")
		cmd := exec.Command("go", "build", "-o", bin, "carokit/cmd/carokit")
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			build.err = fmt.Errorf("go build: %v\n%s", err, out)
			return
		}
		plan, _ := filepath.Abs("testdata/plan.txt")
		// A small plan, for speed: a few mutants survive it, which is allowed.
		cmd = exec.Command(bin, "package", "--no-cache", "--plan", plan, "--allow-survivors", "--out", filepath.Join(build.dir, "pkg"))
		if out, err := cmd.CombinedOutput(); err != nil {
			build.err = fmt.Errorf("carokit package: %v\n%s", err, out)
		}
	})
	if build.err != nil {
		t.Fatal(build.err)
	}
	return build.dir
}

// needParallel skips without GNU parallel, except in CI, where .ci/run
// installs it and a skip would hide that the simulation never ran.
func needParallel(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("parallel"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("GNU parallel is missing in CI: .ci/run installs the Debian package parallel")
		}
		t.Skip("GNU parallel is not installed (Debian package parallel): the shard simulation did not run")
	}
}

// run runs a command line in dir with carokit first on PATH and extra
// environment, and returns its stdout and exit code.
func run(t *testing.T, dir string, env []string, name string, args ...string) ([]byte, int) {
	t.Helper()
	if name == "carokit" {
		name = filepath.Join(carokit(t), name) // exec looks up names in this process's PATH
	}
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), append([]string{"PATH=" + carokit(t) + string(os.PathListSeparator) + os.Getenv("PATH")}, env...)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if e, ok := err.(*exec.ExitError); ok {
		code = e.ExitCode()
	} else if err != nil {
		t.Fatalf("%s %v: %v", name, args, err)
	}
	if code > 1 {
		t.Fatalf("%s %v: exit %d\n%s", name, args, code, stderr.Bytes())
	}
	return stdout.Bytes(), code
}

// measured matches the JSON fields a clock or the kernel measures: the
// only bytes in which two judgings of the same runs may differ when no run
// times out (a time-out's detail and near-the-limit flag are measured too;
// scripts/same-table.py, for campaigns with time-outs, leaves them out).
var measured = regexp.MustCompile(`"(cpu_ms|wall_ms|peak_kib|max_cpu_ms)":\d+`)

// judgeSolutions are fast ones and wrong ones: on the small package no
// verdict depends on the machine's load.
var judgeSolutions = []string{"--solution", "fast", "--solution", "endpoint", "--solution", "exact5", "--solution", "noanti"}

// TestJudgeShardsUnderParallel runs deploy/slurm/judge.sbatch's array
// tasks as GNU parallel jobs with Slurm's variables, merges with the
// script's merge step, and compares with one judge process.
func TestJudgeShardsUnderParallel(t *testing.T) {
	needParallel(t)
	dir := carokit(t)
	pkg := filepath.Join(dir, "pkg")
	one, code1 := run(t, dir, nil, "carokit", append([]string{"judge", "--package", pkg, "--format", "json"}, judgeSolutions...)...)
	script, _ := filepath.Abs("slurm/judge.sbatch")
	for _, m := range []int{1, 3, 8} {
		results := t.TempDir()
		env := []string{"PACKAGE=" + pkg, "RESULTS=" + results, fmt.Sprintf("SHARDS=%d", m), "JUDGE_ARGS=" + strings.Join(judgeSolutions, " ")}
		// Slurm numbers this array from 1 (--array=1-M): carokit must
		// subtract SLURM_ARRAY_TASK_MIN.
		run(t, dir, append(env, fmt.Sprintf("SLURM_ARRAY_TASK_COUNT=%d", m), "SLURM_ARRAY_TASK_MIN=1"),
			"parallel", append([]string{"--halt", "never", "SLURM_ARRAY_TASK_ID={} bash " + script, ":::"}, seqFrom(1, m)...)...)
		// The files are named by the task ID, 1…M; the merge step wants
		// judge-0…: rename as Slurm would have named them from 0.
		for i := 1; i <= m; i++ {
			if err := os.Rename(filepath.Join(results, fmt.Sprintf("judge-%d.json", i)), filepath.Join(results, fmt.Sprintf("judge-%d.json", i-1))); err != nil {
				t.Fatal(err)
			}
		}
		merged, code := run(t, dir, append(env, "CAROKIT_MERGE=1"), "bash", script)
		a, b := measured.ReplaceAll(compact(t, one), nil), measured.ReplaceAll(compact(t, merged), nil)
		if code != code1 || !bytes.Equal(a, b) {
			t.Errorf("%d shards: merge exit %d, printed\n%s\none process: exit %d\n%s", m, code, merged, code1, one)
		}
	}
}

// compact puts JSON on one line, so that the measured fields are found
// whatever the indentation.
func compact(t *testing.T, b []byte) []byte {
	var out bytes.Buffer
	for _, line := range bytes.Split(b, []byte("\n")) {
		out.Write(bytes.TrimSpace(line))
	}
	return bytes.ReplaceAll(out.Bytes(), []byte(`": `), []byte(`":`))
}

// seqFrom is from, from+1, …, m numbers.
func seqFrom(from, m int) []string {
	var out []string
	for i := from; i < from+m; i++ {
		out = append(out, fmt.Sprint(i))
	}
	return out
}

// stressArgs make a campaign whose first failure is not at case 0, so
// that the shards disagree on their own first failures.
var stressEnv = []string{"TARGET=exact5"}

// failureBlock is what a stress run prints before its table: the failure,
// its case index, its shrunk case and both outputs. The table after it
// holds the shrinking time.
func failureBlock(out []byte) []byte {
	block, _, _ := bytes.Cut(out, []byte("┌"))
	return block
}

// TestStressShardsUnderParallel runs the Kubernetes stress Job's pod
// command as GNU parallel jobs with JOB_COMPLETION_INDEX set, merges, and
// compares with one stress process: same failure, case index and shrunk
// case.
func TestStressShardsUnderParallel(t *testing.T) {
	needParallel(t)
	dir := carokit(t)
	pod := readJob(t, "kubernetes/stress-job.yaml").script()
	// The campaign the pod runs, in one process.
	whole := strings.ReplaceAll(pod, `--result "$RESULTS/stress-$JOB_COMPLETION_INDEX.json"`, "")
	one, _ := run(t, dir, stressEnv, "sh", "-c", whole)
	if !bytes.Contains(one, []byte("failure 1: WA on case ")) {
		t.Fatalf("one process found no failure; the test needs one:\n%s", one)
	}
	merge := readJob(t, "kubernetes/merge-job.yaml").script()
	for _, m := range []int{1, 3, 8} {
		results := t.TempDir()
		env := append([]string{"RESULTS=" + results, fmt.Sprintf("JOB_COMPLETIONS=%d", m)}, stressEnv...)
		run(t, dir, env, "parallel", append([]string{"--halt", "never", "JOB_COMPLETION_INDEX={} sh -c '" + pod + "'", ":::"}, seqFrom(0, m)...)...)
		merged, code := run(t, dir, env, "sh", "-c", merge)
		if code != 1 || !bytes.Equal(failureBlock(merged), failureBlock(one)) {
			t.Errorf("%d shards: merge exit %d, printed\n%s\none process printed\n%s", m, code, merged, one)
		}
		saved, err := os.ReadFile(filepath.Join(results, "fail.in"))
		if err != nil || !bytes.Contains(one, saved) {
			t.Errorf("%d shards: saved %q (%v), not the shrunk case", m, saved, err)
		}
	}
}

// TestKilledShardIsNamed kills shard 1 of 3 midway: it leaves no result,
// and the merge must fail saying so rather than print a campaign with a
// third of its cases missing.
func TestKilledShardIsNamed(t *testing.T) {
	needParallel(t)
	dir := carokit(t)
	results := t.TempDir()
	// A campaign without failure that would run for minutes: shard 1 is
	// killed after a moment, the others run their 300 cases.
	shardCmd := `carokit stress --target fast --seed 5 --bound N=15 --cases $C --shard {}/3 --result ` + results + `/stress-{}.json`
	script := `if [ {} = 1 ]; then C=100000000; ` + shardCmd + ` & pid=$!; sleep 0.5; kill -9 $pid; wait $pid; exit 0; fi; C=900; ` + shardCmd
	run(t, dir, nil, "parallel", "--halt", "never", script, ":::", "0", "1", "2")
	files, _ := filepath.Glob(filepath.Join(results, "*.json"))
	if len(files) != 2 {
		t.Fatalf("shards left %v, want the results of shards 0 and 2", files)
	}
	cmd := exec.Command(filepath.Join(dir, "carokit"), append([]string{"merge"}, files...)...)
	out, err := cmd.CombinedOutput()
	if e, ok := err.(*exec.ExitError); !ok || e.ExitCode() != 1 || !strings.Contains(string(out), "shard 1 of 3 is missing") {
		t.Errorf("merge without shard 1: %v\n%s", err, out)
	}
}
