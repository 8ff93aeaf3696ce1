package carosol

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	carobrute "carokit/brute/caro"
	"carokit/problem"
	"carokit/problems/caro/game"

	"pgregory.net/rapid"
)

// fileCase is one hand-made case of testdata/: a comment header giving the
// reason, the answer and which solutions must get it wrong, then the input.
type fileCase struct {
	name, reason string
	answer       int
	fails        []string
	c            *game.Case
}

func loadCases(t *testing.T) []fileCase {
	t.Helper()
	paths, err := filepath.Glob("testdata/*.txt")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no cases in testdata/: %v", err)
	}
	var cases []fileCase
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		fc := fileCase{name: strings.TrimSuffix(filepath.Base(p), ".txt"), answer: -1}
		for bytes.HasPrefix(data, []byte("#")) {
			line, rest, _ := bytes.Cut(data, []byte("\n"))
			data = rest
			key, val, ok := strings.Cut(strings.TrimPrefix(string(line), "# "), ": ")
			if !ok {
				continue // part of the picture
			}
			switch key {
			case "reason":
				fc.reason = val
			case "answer":
				if fc.answer, err = strconv.Atoi(val); err != nil {
					t.Fatalf("%s: answer %q: %v", p, val, err)
				}
			case "fails":
				if val != "none" {
					fc.fails = strings.Fields(val)
				}
			}
		}
		if fc.reason == "" || fc.answer < 0 {
			t.Fatalf("%s: header needs reason and answer lines", p)
		}
		if fc.c, err = game.ReadStrict(p, data, game.CaroLimits); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		cases = append(cases, fc)
	}
	return cases
}

// sample reads CARO.md's sample from testdata/sample.txt.
func sample(t *testing.T) *game.Case {
	t.Helper()
	data, err := os.ReadFile("testdata/sample.txt")
	if err != nil {
		t.Fatal(err)
	}
	_, input, _ := bytes.Cut(data, []byte("# fails: none\n"))
	c, err := game.ReadStrict("sample", input, game.CaroLimits)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestSample(t *testing.T) {
	c := sample(t)
	for _, a := range All() {
		if got, _ := a.Run(c); got != 10 {
			t.Errorf("%s answers the sample with %d, want 10 (every known solution, even a wrong one, passes it)", a.Name, got)
		}
	}
}

// TestCases runs every solution on the hand-made cases: the ones named in
// a case's fails line must answer wrong, all the others right.
func TestCases(t *testing.T) {
	failed := map[string]int{}
	for _, fc := range loadCases(t) {
		t.Run(fc.name, func(t *testing.T) {
			for _, a := range All() {
				got, _ := a.Run(fc.c)
				mustFail := slices.Contains(fc.fails, a.Name)
				if mustFail && !a.Wrong {
					t.Fatalf("%s is declared failing, but %s is not a wrong solution", fc.name, a.Name)
				}
				switch {
				case mustFail && got == fc.answer:
					t.Errorf("%s answers %d, right, but the case is made to catch it: %s", a.Name, got, fc.reason)
				case !mustFail && got != fc.answer:
					t.Errorf("%s answers %d, want %d: %s", a.Name, got, fc.answer, fc.reason)
				case mustFail:
					failed[a.Name]++
				}
			}
		})
	}
	for _, name := range []string{"endpoint", "exact5", "noanti"} {
		if failed[name] == 0 {
			t.Errorf("no case catches %s", name)
		}
	}
}

func TestRegistry(t *testing.T) {
	var names []string
	for _, a := range All() {
		names = append(names, a.Name)
		if a.Summary == "" || a.Complexity == "" || a.Run == nil {
			t.Errorf("%s: summary, complexity and Run are required", a.Name)
		}
	}
	want := []string{"brute", "linescan", "fast", "endpoint", "exact5", "noanti"}
	if !slices.Equal(names, want) {
		t.Errorf("All() = %v, want CARO.md's order %v", names, want)
	}
	roles := map[string]problem.Role{"fast": problem.RoleReference, "brute": problem.RoleOracle}
	for _, a := range All() {
		if a.Role != roles[a.Name] {
			t.Errorf("%s has role %d, want %d", a.Name, a.Role, roles[a.Name])
		}
	}
	if a, err := Find("linescan"); err != nil || a.Name != "linescan" {
		t.Errorf("Find(linescan) = %q, %v", a.Name, err)
	}
	if _, err := Find("nosuch"); err == nil || !strings.Contains(err.Error(), "nosuch") {
		t.Errorf("Find(nosuch) error = %v, want one naming it", err)
	}
}

// TestEdgeCases are built in code: sizes and orders the files do not cover.
func TestEdgeCases(t *testing.T) {
	full := func(n int) *game.Case {
		c := &game.Case{N: n}
		for r := 1; r <= n; r++ {
			for col := 1; col <= n; col++ {
				c.Moves = append(c.Moves, game.Move{R: int32(r), C: int32(col)})
			}
		}
		return c
	}
	for _, tc := range []struct {
		name, reason string
		c            *game.Case
		want         int
	}{
		{"n1", "one stone", full(1), 0},
		{"n2 full", "too small for five", full(2), 0},
		{"n3 full", "too small for five", full(3), 0},
		{"n4 full row by row", "too small for five", full(4), 0},
		{"n5 full row by row", "move i is cell i in reading order; the ↙ diagonal (1,5)…(5,1) holds moves 5, 9, 13, 17, 21, all X's", full(5), 21},
	} {
		for _, a := range All() {
			if a.Name == "noanti" || a.Name == "endpoint" || a.Name == "exact5" {
				continue
			}
			if got, _ := a.Run(tc.c); got != tc.want {
				t.Errorf("%s: %s answers %d, want %d (%s)", tc.name, a.Name, got, tc.want, tc.reason)
			}
		}
	}
}

// raiseChecks runs at least n rapid checks unless -rapid.checks was given.
func raiseChecks(t *testing.T, n int) {
	t.Helper()
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "rapid.checks" })
	if f := flag.Lookup("rapid.checks"); f != nil && !given {
		old := f.Value.String()
		if err := f.Value.Set(strconv.Itoa(n)); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { f.Value.Set(old) })
	}
}

func TestLineScanCost(t *testing.T) {
	// The sample: every move of 1..10 costs 2N plus its two diagonals.
	c := sample(t)
	var want int64
	for _, m := range c.Moves[:10] {
		want += 14 + int64(7-abs(int(m.R-m.C))) + int64(7-abs(int(m.R+m.C)-8))
	}
	if _, reads := lineScan(c); reads != want {
		t.Errorf("lineScan read %d cells on the sample, want %d", reads, want)
	}
	if got := lineScanCost(c, answer(c)); got != want {
		t.Errorf("lineScanCost = %d on the sample, want %d", got, want)
	}
	// (4,4) on 7×7: row 7, column 7, both diagonals 7 = 28.
	one := &game.Case{N: 7, Moves: []game.Move{{R: 4, C: 4}}}
	if got := lineScanCost(one, answer(one)); got != 28 {
		t.Errorf("lineScanCost of the centre of 7×7 = %d, want 28", got)
	}
	corner := &game.Case{N: 7, Moves: []game.Move{{R: 1, C: 7}}}
	if got := lineScanCost(corner, answer(corner)); got != 7+7+1+7 {
		t.Errorf("lineScanCost of corner (1,7) = %d, want 22 (its ↘ diagonal is one cell)", got)
	}
}

// genCase draws a small case: N in 1..12 (mostly 5..12, where someone can
// win), K from one move to a full board, each move a free cell. Shrinking
// leads to smaller boards, fewer moves and cells earlier in reading order.
func genCase(t *rapid.T) *game.Case {
	var n int
	if rapid.IntRange(0, 3).Draw(t, "tiny") == 0 {
		n = rapid.IntRange(1, 4).Draw(t, "n")
	} else {
		n = rapid.IntRange(5, 12).Draw(t, "n")
	}
	k := rapid.IntRange(1, n*n).Draw(t, "k")
	if rapid.Bool().Draw(t, "dense") {
		k = n*n + 1 - k
	}
	free := make([]int, n*n)
	for i := range free {
		free[i] = i
	}
	c := &game.Case{N: n}
	for range k {
		j := rapid.IntRange(0, len(free)-1).Draw(t, "cell")
		i := free[j]
		free = slices.Delete(free, j, j+1)
		c.Moves = append(c.Moves, game.Move{R: int32(i/n + 1), C: int32(i%n + 1)})
	}
	return c
}

// TestCorrectSolutionsAgree is the stress test in miniature: the
// reference, the line scan and the oracle give the same answer, and the
// cost models equal the counted reads.
func TestCorrectSolutionsAgree(t *testing.T) {
	raiseChecks(t, 3000)
	rapid.Check(t, func(t *rapid.T) {
		c := genCase(t)
		want, bruteReads := carobrute.FirstWin(c)
		byFast, fastReads := fast(c)
		byLine, lineReads := lineScan(c)
		if byFast != want || byLine != want {
			t.Fatalf("brute %d, fast %d, linescan %d on %q", want, byFast, byLine, c.Text())
		}
		if c.N < game.WinLength && want != 0 {
			t.Fatalf("a win on a %d×%d board", c.N, c.N)
		}
		if cost := carobrute.Cost(c, answer(c)); cost != bruteReads {
			t.Fatalf("brute.Cost = %d, FirstWin read %d", cost, bruteReads)
		}
		if cost := lineScanCost(c, answer(c)); cost != lineReads {
			t.Fatalf("lineScanCost = %d, lineScan read %d", cost, lineReads)
		}
		// Each of the 8 walks sees at most 4 stones and one stop cell.
		if limit := 40 * int64(len(c.Moves)); fastReads > limit {
			t.Fatalf("fast read %d cells for %d moves, more than 40 per move", fastReads, len(c.Moves))
		}
	})
}

// answer is where the solutions stop, from the O(K) rules.
func answer(c *game.Case) int {
	res, _ := game.Play(c)
	return res.Move
}
