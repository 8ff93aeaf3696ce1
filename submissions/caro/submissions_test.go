// Package submissions_test compiles the Caro submissions in this folder
// and checks each against the game rules (caro.Play) on the statement's
// sample and on hand-made cases built to catch each known wrong idea, and
// the correct ones on random small games.
package submissions_test

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"carokit/problems/caro/game"
)

// program is one submission, by its path in this folder.
type program struct {
	path    string
	correct bool // must answer every case right
}

// programs are the submissions in this folder, found by their Kattis
// folder, which is their one declaration: accepted/ and
// time_limit_exceeded/ must answer every case right (the latter only too
// slowly), wrong_answer/ must not. Adding a source file is all it takes.
var programs = discover()

func discover() []program {
	var out []program
	for _, folder := range []string{"accepted", "time_limit_exceeded", "wrong_answer"} {
		entries, _ := os.ReadDir(folder)
		for _, e := range entries {
			name := e.Name()
			if e.IsDir() || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "README") {
				continue
			}
			out = append(out, program{folder + "/" + name, folder != "wrong_answer"})
		}
	}
	return out
}

// TestDiscovered: the folders hold what CARO.md's table names, in every
// language the reference is written in, so that an emptied or renamed
// folder cannot make the tests below pass vacuously.
func TestDiscovered(t *testing.T) {
	var paths []string
	for _, p := range programs {
		paths = append(paths, p.path)
	}
	for _, want := range []string{
		"accepted/count_around.cpp", "accepted/count_around.py", "accepted/CountAround.java", "accepted/count_around.rs",
		"time_limit_exceeded/line_scan.cpp", "time_limit_exceeded/full_scan.cpp",
		"wrong_answer/endpoint.cpp", "wrong_answer/exact_five.cpp", "wrong_answer/no_anti_diagonal.cpp",
		"wrong_answer/stop_before_row_n.cpp", "wrong_answer/stride_4096.cpp",
	} {
		if !slices.Contains(paths, want) {
			t.Errorf("%s is missing from the submissions (found %v)", want, paths)
		}
	}
}

// sample is the statement's sample (CARO.md): O wins at move 10.
const sample = "7 12\n4 4\n3 4\n4 3\n4 5\n4 2\n5 6\n4 1\n6 7\n5 4\n2 3\n5 5\n1 2\n"

// moves builds the input text of an n×n game from "r c" pairs.
func moves(n int, pairs ...int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n", n, len(pairs)/2)
	for i := 0; i+1 < len(pairs); i += 2 {
		fmt.Fprintf(&b, "%d %d\n", pairs[i], pairs[i+1])
	}
	return b.String()
}

// cases are checked against caro.Play; wrong lists the submissions that
// must get the case wrong (every other one must get it right), and why.
var cases = []struct {
	name  string
	input string
	wrong []string
	why   string
}{
	{"statement sample", sample, nil, "every known solution, even the wrong ones, answers 10"},
	{"one move", "1 1\n1 1\n", nil, "nobody can win on a 1×1 board"},
	{"middle fill", moves(7,
		1, 1, 3, 1, 1, 2, 3, 3, 1, 4, 3, 5, 1, 5, 3, 7, 1, 3), // X X _ X X, then X in the gap at move 9
		[]string{"wrong_answer/endpoint.cpp"}, "the winning stone is not an end of the five"},
	{"join into six", moves(7,
		1, 1, 3, 1, 1, 2, 3, 3, 1, 3, 3, 5, 1, 5, 3, 7, 1, 6, 5, 1, 1, 4), // X X X _ X X, then the gap: six
		[]string{"wrong_answer/exact_five.cpp", "wrong_answer/endpoint.cpp"}, "the first win is an overline of 6"},
	{"join into seven", moves(9,
		1, 1, 3, 1, 1, 2, 3, 3, 1, 3, 3, 5, 1, 5, 3, 7, 1, 6, 5, 1, 1, 7, 5, 3, 1, 4), // 3 + 1 + 3
		[]string{"wrong_answer/exact_five.cpp", "wrong_answer/endpoint.cpp"}, "the first win is an overline of 7"},
	{"anti-diagonal", moves(7,
		1, 5, 7, 1, 2, 4, 7, 3, 3, 3, 7, 5, 4, 2, 7, 7, 5, 1), // X on (1,5)…(5,1), ↙
		[]string{"wrong_answer/no_anti_diagonal.cpp"}, "the only five runs ↙"},
	{"column against the border", moves(5,
		5, 1, 1, 3, 4, 1, 1, 5, 3, 1, 3, 3, 2, 1, 3, 5, 1, 1), // X fills column 1, ending on row 1
		[]string{"wrong_answer/stop_before_row_n.cpp"}, "the line touches two borders, row N among them"},
	{"win then more moves", moves(6,
		2, 2, 6, 6, 2, 3, 6, 4, 2, 4, 6, 2, 2, 5, 5, 6, 2, 6, 4, 6, 1, 1, 3, 6), // X row 2 at move 9, O's column 6 later
		nil, "moves after the first win do not change the answer"},
	// The related judge's samples (CARO.md), whitespace-separated on one line.
	{"dialect sample 1", "10 20  1 1 1 2 2 1 2 2 3 1 3 2 4 1 4 2 5 1 5 2 6 1 6 2 7 1 7 2 8 1 8 2 9 1 9 2 10 1 10 2\n", nil, "X's column, answer 9"},
	// CARO.md gives this one as "10 27" but lists 26 moves: K is 26 here.
	{"dialect sample 2", "10 26  8 6 9 4 2 1 7 5 4 7 8 4 4 3 5 4 10 3 5 5 9 7 9 5 3 4 6 3 5 10 1 5 9 2 6 5 5 7 1 4 2 5 8 5 1 3 3 2 8 3 2 6\n",
		[]string{"wrong_answer/endpoint.cpp"}, "O's winning stone at move 22 lands inside the five"},
	{"dialect sample 3", "10 1  1 1\n", nil, "nobody wins"},
	{"bottom row", moves(6,
		6, 1, 1, 1, 6, 2, 1, 3, 6, 3, 1, 5, 6, 4, 2, 2, 6, 5), // X along row 6 = N, from the left
		[]string{"wrong_answer/stop_before_row_n.cpp"}, "the five lies on row N, which the walks never enter"},
}

// want is the right answer to input, from the game rules.
func want(t *testing.T, input string) string {
	t.Helper()
	f := strings.Fields(input)
	nums := make([]int, len(f))
	for i, s := range f {
		v, err := strconv.Atoi(s)
		if err != nil {
			t.Fatalf("bad test input %q: %v", input, err)
		}
		nums[i] = v
	}
	if len(nums) < 2 || len(nums) != 2+2*nums[1] {
		t.Fatalf("test input %q does not hold K moves", input)
	}
	c := game.Case{N: nums[0]}
	for i := 0; i < nums[1]; i++ {
		c.Moves = append(c.Moves, game.Move{R: int32(nums[2+2*i]), C: int32(nums[3+2*i])})
	}
	res, _ := game.Play(&c)
	return strconv.Itoa(res.Move)
}

// binaries holds the command line that runs each program, built once by
// TestMain; skips says, per program, why it cannot be built here (its
// compiler is missing).
var (
	binaries map[string][]string
	skips    map[string]string
)

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "caro-submissions-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binaries, skips, err = build(dir)
	code := 1
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
	} else {
		code = m.Run()
	}
	os.RemoveAll(dir)
	os.Exit(code)
}

// toolchains are the commands that build each kind of submission into
// bin (a file, or for Java a class folder) and the command line that runs
// it; the first word is the tool that must be installed.
var toolchains = map[string]struct {
	build func(src, bin string) []string
	run   func(bin string) []string
}{
	".cpp": {
		func(src, bin string) []string {
			return []string{"g++", "-O2", "-std=c++17", "-Wall", "-Wextra", "-Werror", "-o", bin, src}
		},
		func(bin string) []string { return []string{bin} },
	},
	".java": {
		func(src, bin string) []string { return []string{"javac", "-Werror", "-d", bin, src} },
		func(bin string) []string {
			return []string{"java", "-XX:+UseSerialGC", "-Xss64m", "-cp", bin, "CountAround"}
		},
	},
	".rs": {
		func(src, bin string) []string {
			return []string{"rustc", "-O", "--edition", "2021", "-D", "warnings", "-o", bin, src}
		},
		func(bin string) []string { return []string{bin} },
	},
}

// build compiles the submissions into dir, in parallel, and finds the
// real Python interpreter (a pyenv shim costs a shell start per run). A
// submission whose compiler is not installed is skipped, with the reason.
func build(dir string) (map[string][]string, map[string]string, error) {
	run, skip := map[string][]string{}, map[string]string{}
	python, err := exec.LookPath("python3")
	if err == nil {
		if out, err := exec.Command(python, "-c", "import sys; print(sys.executable)").Output(); err == nil && len(bytes.TrimSpace(out)) > 0 {
			python = string(bytes.TrimSpace(out))
		}
	}
	errs := make([]error, len(programs))
	var mu sync.Mutex
	var wg sync.WaitGroup
	for i, p := range programs {
		ext := filepath.Ext(p.path)
		if ext == ".py" {
			if python == "" {
				skip[p.path] = "python3 is not installed"
			}
			run[p.path] = []string{python, p.path}
			continue
		}
		tc := toolchains[ext]
		bin := filepath.Join(dir, strings.ReplaceAll(strings.TrimSuffix(p.path, ext), "/", "-"))
		argv := tc.build(p.path, bin)
		if _, err := exec.LookPath(argv[0]); err != nil {
			skip[p.path] = fmt.Sprintf("%s is not installed (.ci/run installs it): %v", argv[0], err)
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			out, err := exec.Command(argv[0], argv[1:]...).CombinedOutput()
			if err != nil {
				errs[i] = fmt.Errorf("compile %s: %v\n%s", p.path, err, out)
				return
			}
			mu.Lock()
			run[p.path] = tc.run(bin)
			mu.Unlock()
		}()
	}
	wg.Wait()
	return run, skip, errors.Join(errs...)
}

// programOrSkip returns the command line of a built program, or skips the
// test when its compiler is missing.
func programOrSkip(t *testing.T, path string) []string {
	t.Helper()
	if why := skips[path]; why != "" {
		t.Skip(why)
	}
	return binaries[path]
}

// answer runs a program on input and returns its output, trimmed.
func answer(t *testing.T, cmdline []string, input string) string {
	t.Helper()
	cmd := exec.Command(cmdline[0], cmdline[1:]...)
	cmd.Stdin = strings.NewReader(input)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	cmd.WaitDelay = time.Second
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	timer := time.AfterFunc(10*time.Second, func() { cmd.Process.Kill() })
	defer timer.Stop()
	if err := cmd.Wait(); err != nil {
		t.Fatalf("%s: %v\n%s", strings.Join(cmdline, " "), err, errb.String())
	}
	return strings.TrimSpace(out.String())
}

func TestSubmissions(t *testing.T) {
	for _, c := range cases {
		right := want(t, c.input)
		if c.name == "statement sample" && right != "10" {
			t.Fatalf("caro.Play answers the sample with %s, CARO.md says 10", right)
		}
		for _, p := range programs {
			t.Run(c.name+"/"+p.path, func(t *testing.T) {
				t.Parallel()
				got := answer(t, programOrSkip(t, p.path), c.input)
				mustBeWrong := slices.Contains(c.wrong, p.path)
				if mustBeWrong && got == right {
					t.Errorf("answered %s, the right answer, but it should fail here: %s", got, c.why)
				}
				if !mustBeWrong && got != right {
					t.Errorf("answered %s, want %s (%s)", got, right, c.why)
				}
			})
		}
	}
}

// TestCorrectOnRandomGames plays random small games, some filling the
// whole board, and compares every correct submission with caro.Play.
func TestCorrectOnRandomGames(t *testing.T) {
	r := rand.New(rand.NewPCG(2024, 7))
	const games = 25
	inputs := make([]string, games)
	for g := range inputs {
		n := 1 + r.IntN(15)
		cells := r.Perm(n * n)
		k := 1 + r.IntN(n*n)
		if g%3 == 0 {
			k = n * n // a full board: late wins and no-win endings
		}
		pairs := make([]int, 0, 2*k)
		for _, cell := range cells[:k] {
			pairs = append(pairs, cell/n+1, cell%n+1)
		}
		inputs[g] = moves(n, pairs...)
	}
	for _, p := range programs {
		if !p.correct {
			continue
		}
		t.Run(p.path, func(t *testing.T) {
			t.Parallel()
			cmdline := programOrSkip(t, p.path)
			for g, in := range inputs {
				if got, right := answer(t, cmdline, in), want(t, in); got != right {
					t.Errorf("game %d: answered %s, want %s; input:\n%s", g, got, right, in)
				}
			}
		})
	}
}

// TestEveryProgramIsTested keeps the table above in step with the folder.
func TestEveryProgramIsTested(t *testing.T) {
	var found []string
	for _, dir := range []string{"accepted", "wrong_answer", "time_limit_exceeded", "run_time_error", "rejected"} {
		entries, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		for _, e := range entries {
			found = append(found, dir+"/"+e.Name())
		}
	}
	var listed []string
	for _, p := range programs {
		listed = append(listed, p.path)
	}
	slices.Sort(found)
	slices.Sort(listed)
	if !slices.Equal(found, listed) {
		t.Errorf("folder holds %v, the test knows %v", found, listed)
	}
}
