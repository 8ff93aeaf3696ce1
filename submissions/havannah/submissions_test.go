// Package submissions_test compiles the Havannah submissions in this
// folder and checks them against the reference (hex.Solve): every one on
// the sample, each wrong one on the hand-made case of its mistake, the
// correct ones on thousands of random small cases.
package submissions_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"carokit/problems/havannah/hex"
)

// programs are the sources here by folder: accepted/ and
// time_limit_exceeded/ must answer every case right, wrong_answer/ not.
var programs = discover()

func discover() map[string]bool {
	out := map[string]bool{}
	for _, folder := range []string{"accepted", "time_limit_exceeded", "wrong_answer"} {
		files, _ := filepath.Glob(filepath.Join(folder, "*.cpp"))
		for _, f := range files {
			out[filepath.ToSlash(f)] = folder != "wrong_answer"
		}
	}
	return out
}

// binaries are the compiled programs, built once by TestMain; buildErr
// says why there are none (no g++).
var (
	binaries = map[string]string{}
	buildErr error
)

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "havannah-submissions-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	buildErr = build(dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// build compiles every source with g++ -O2, two at a time.
func build(dir string) error {
	if _, err := exec.LookPath("g++"); err != nil {
		return fmt.Errorf("g++ is not installed: %w", err)
	}
	var mu sync.Mutex
	var first error
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for src := range programs {
		bin := filepath.Join(dir, strings.NewReplacer("/", "_", ".cpp", "").Replace(src))
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			out, err := exec.Command("g++", "-O2", "-std=c++17", "-Wall", "-Wextra", "-Werror", "-o", bin, src).CombinedOutput()
			mu.Lock()
			defer mu.Unlock()
			if err != nil && first == nil {
				first = fmt.Errorf("compile %s: %w\n%s", src, err, out)
			}
			binaries[src] = bin
		})
	}
	wg.Wait()
	return first
}

// run runs program src on input and returns its output.
func run(t *testing.T, src string, input []byte) []byte {
	t.Helper()
	if buildErr != nil {
		if strings.Contains(buildErr.Error(), "not installed") {
			t.Skip(buildErr)
		}
		t.Fatal(buildErr)
	}
	cmd := exec.Command(binaries[src])
	cmd.Stdin = bytes.NewReader(input)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	return out
}

// reference answers a file with hex.Solve.
func reference(t *testing.T, input []byte) []byte {
	t.Helper()
	cs, err := hex.ReadStrict("input", input, hex.HavannahLimits)
	if err != nil {
		t.Fatal(err)
	}
	var rs []hex.Result
	for _, c := range cs {
		rs = append(rs, hex.Solve(c))
	}
	return hex.FormatAnswers(rs)
}

// TestDiscovered: the folders hold what the README's table names, so that
// an emptied folder cannot make the tests below pass vacuously.
func TestDiscovered(t *testing.T) {
	for _, want := range []string{
		"accepted/union_find.cpp", "time_limit_exceeded/flood_fill.cpp",
		"wrong_answer/corner_as_edge.cpp", "wrong_answer/every_loop_ring.cpp", "wrong_answer/one_kind.cpp",
		"wrong_answer/later_win.cpp", "wrong_answer/square_board.cpp",
	} {
		if _, ok := programs[want]; !ok {
			t.Errorf("%s is missing", want)
		}
	}
}

// TestSample: the correct programs print the statement's sample output.
func TestSample(t *testing.T) {
	in, err := os.ReadFile("../../problems/havannah/sample.in")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../problems/havannah/sample.ans")
	if err != nil {
		t.Fatal(err)
	}
	for src, correct := range programs {
		if got := run(t, src, in); correct && !bytes.Equal(got, want) {
			t.Errorf("%s on the sample:\n%s", src, got)
		}
	}
}

// TestMistakes: each wrong program fails on the hand-made case of its
// mistake, which every correct program answers right.
func TestMistakes(t *testing.T) {
	cases := map[string]string{
		"wrong_answer/corner_as_edge.cpp":  "corner-counted-as-edge",
		"wrong_answer/every_loop_ring.cpp": "every-loop-is-a-ring",
		"wrong_answer/one_kind.cpp":        "two-structures-at-once",
		"wrong_answer/later_win.cpp":       "moves-after-the-win",
		"wrong_answer/square_board.cpp":    "square-board",
	}
	for src, correct := range programs {
		if correct {
			continue
		}
		if _, ok := cases[src]; !ok {
			t.Errorf("%s has no hand-made case", src)
		}
	}
	for src, name := range cases {
		in, err := os.ReadFile(filepath.Join("../../solutions/havannah/testdata", name+".in"))
		if err != nil {
			t.Fatal(err)
		}
		want := reference(t, in)
		if got := run(t, src, in); bytes.Equal(got, want) {
			t.Errorf("%s answers %s right: %q", src, name, got)
		}
		for ok, correct := range programs {
			if got := run(t, ok, in); correct && !bytes.Equal(got, want) {
				t.Errorf("%s on %s: %q, want %q", ok, name, got, want)
			}
		}
	}
}

// TestCorrectOnRandomFiles: the correct programs agree with the reference
// on 25 files of 200 random small cases (S 2..7, dense random walks).
func TestCorrectOnRandomFiles(t *testing.T) {
	var correct []string
	for src, ok := range programs {
		if ok {
			correct = append(correct, src)
		}
	}
	slices.Sort(correct)
	for f := range 25 {
		r := rand.New(rand.NewPCG(uint64(f), 14))
		cases := make([]hex.Case, 200)
		for i := range cases {
			s := 2 + r.IntN(6)
			cases[i] = hex.RandomCase(r, s, r.IntN(hex.Cells(s)+1), r.IntN(4) != 0)
		}
		in := hex.Format(cases)
		want := reference(t, in)
		for _, src := range correct {
			if got := run(t, src, in); !bytes.Equal(got, want) {
				t.Fatalf("%s differs from the reference on random file %d:\n%s", src, f, in)
			}
		}
	}
}
