package havsol

import (
	"bytes"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	havbrute "carokit/brute/havannah"
	"carokit/problem"
	"carokit/problems/havannah/hex"

	"pgregory.net/rapid"
)

// solveFile runs one algorithm over every case of a file.
func solveFile(t *testing.T, a Algorithm, input []byte) []byte {
	t.Helper()
	p, err := Parse(input, hex.HavannahLimits)
	if err != nil {
		t.Fatal(err)
	}
	out, _, err := Wrap(a, nil).Solve(p)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func find(t *testing.T, name string) Algorithm {
	t.Helper()
	for _, a := range append(All(), Mutants()...) {
		if a.Name == name {
			return a
		}
	}
	t.Fatalf("no algorithm %q", name)
	return Algorithm{}
}

// TestSample: every correct built-in prints the statement's sample output.
func TestSample(t *testing.T) {
	in, err := os.ReadFile("../../problems/havannah/sample.in")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../problems/havannah/sample.ans")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"fast", "brute", "rescan"} {
		if got := solveFile(t, find(t, name), in); !bytes.Equal(got, want) {
			t.Errorf("%s on the sample:\n%s\nwant\n%s", name, got, want)
		}
	}
}

// TestEachMistakeHasItsCase: every wrong solution fails on the hand-made
// case named for its mistake (testdata/NAME.in), where the reference and
// the oracle give the committed answer.
func TestEachMistakeHasItsCase(t *testing.T) {
	cases := []struct{ file, wrong, reason string }{
		{"corner-counted-as-edge", "corneredge", "corner (1,1) adds edges 0 and 5 to one real edge: a false fork"},
		{"every-loop-is-a-ring", "anyloop", "three mutually adjacent stones close a cycle around nothing"},
		{"only-six-stone-rings", "sixring", "eight stones around two empty cells are a ring"},
		{"loop-around-stones", "boardgame", "six stones around a stone: the board game's ring, not ours"},
		{"two-structures-at-once", "onekind", "move 5 completes a bridge and a fork"},
		{"moves-after-the-win", "latewin", "move 3 joins the bridge of move 2"},
		{"square-board", "square", "the fork's third edge is the diagonal y − x = S−1"},
	}
	for _, tc := range cases {
		t.Run(tc.file, func(t *testing.T) {
			in, err := os.ReadFile(filepath.Join("testdata", tc.file+".in"))
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(filepath.Join("testdata", tc.file+".ans"))
			if err != nil {
				t.Fatal(err)
			}
			for _, name := range []string{"fast", "brute", "rescan"} {
				if got := solveFile(t, find(t, name), in); !bytes.Equal(got, want) {
					t.Errorf("%s: %q, want %q", name, got, want)
				}
			}
			if got := solveFile(t, find(t, tc.wrong), in); bytes.Equal(got, want) {
				t.Errorf("%s gives the right answer %q, but %s", tc.wrong, got, tc.reason)
			}
		})
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

// genCase draws a small dense case: S in 2..6, up to the whole board,
// each move mostly next to the previous one (groups, loops and
// structures form), else any free cell. Shrinking leads to smaller
// boards and fewer moves.
func genCase(t *rapid.T) hex.Case {
	s := rapid.IntRange(2, 6).Draw(t, "S")
	var free []hex.Cell
	for x := 1; x < 2*s; x++ {
		for y := 1; y < 2*s; y++ {
			if c := (hex.Cell{X: x, Y: y}); hex.OnBoard(s, c) {
				free = append(free, c)
			}
		}
	}
	m := rapid.IntRange(0, len(free)).Draw(t, "M")
	c := hex.Case{S: s}
	for range m {
		if n := len(c.Moves); n > 0 && rapid.IntRange(0, 3).Draw(t, "walk") > 0 {
			d := hex.Dirs[rapid.IntRange(0, 5).Draw(t, "dir")]
			next := hex.Cell{X: c.Moves[n-1].X + d.X, Y: c.Moves[n-1].Y + d.Y}
			if j := slices.Index(free, next); j >= 0 {
				free = slices.Delete(free, j, j+1)
				c.Moves = append(c.Moves, next)
				continue
			}
		}
		j := rapid.IntRange(0, len(free)-1).Draw(t, "cell")
		c.Moves = append(c.Moves, free[j])
		free = slices.Delete(free, j, j+1)
	}
	return c
}

// TestCorrectSolutionsAgree is the stress test in miniature: the
// reference, rescan and the oracle agree on thousands of small dense
// cases, and the cost models equal the counted work.
func TestCorrectSolutionsAgree(t *testing.T) {
	raiseChecks(t, 5000)
	rapid.Check(t, func(t *rapid.T) {
		c := genCase(t)
		want, bruteWork := havbrute.Solve(c)
		got, fastWork := fast(c)
		slow, slowWork := rescan(c)
		if got != want || slow != want {
			t.Fatalf("brute %v, fast %v, rescan %v on\n%s", want, got, slow, hex.Format([]hex.Case{c}))
		}
		if cost := havbrute.Cost(c, want.Move); cost != bruteWork {
			t.Fatalf("brute Cost = %d, Solve counted %d", cost, bruteWork)
		}
		if cost := rescanCost(c, want); cost != slowWork {
			t.Fatalf("rescanCost = %d, rescan counted %d", cost, slowWork)
		}
		if fastWork != lookPerMove*int64(played(c, want)) {
			t.Fatalf("fast counted %d for %d moves played", fastWork, played(c, want))
		}
	})
}

// TestVariantsOfTheReference: the variant engine with nothing changed is
// the reference (so each wrong solution and mutant differs from it in its
// one idea only), and every mutant and wrong solution answers some of
// 5000 seeded random small cases wrong (none is the reference in
// disguise; seeded, so the test cannot flake).
func TestVariantsOfTheReference(t *testing.T) {
	same := base("same", "")
	rapid.Check(t, func(t *rapid.T) {
		c := genCase(t)
		if got, want := same.run(c); got != hex.Solve(c) {
			t.Fatalf("the unchanged variant answers %v (work %d), the reference %v", got, want, hex.Solve(c))
		}
	})
	killed := map[string]bool{}
	all := append(wrong(), mutants()...)
	r := rand.New(rand.NewPCG(14, 14))
	for range 5000 {
		s := 2 + r.IntN(6)
		c := hex.RandomCase(r, s, r.IntN(hex.Cells(s)+1), r.IntN(4) != 0)
		want := hex.Solve(c)
		for _, v := range all {
			if got, _ := v.run(c); got != want {
				killed[v.name] = true
			}
		}
	}
	for _, v := range all {
		if !killed[v.name] {
			t.Errorf("%s answered every random case right", v.name)
		}
	}
}

// TestTable: names are unique, roles are declared once, and summaries of
// wrong solutions and mutants say so.
func TestTable(t *testing.T) {
	seen := map[string]bool{}
	roles := map[problem.Role]int{}
	for _, a := range All() {
		if seen[a.Name] {
			t.Errorf("duplicate name %s", a.Name)
		}
		seen[a.Name] = true
		roles[a.Role]++
	}
	if roles[problem.RoleReference] != 1 || roles[problem.RoleOracle] != 1 {
		t.Errorf("roles %v: want one reference and one oracle", roles)
	}
	for _, v := range wrong() {
		if !strings.HasPrefix(v.summary, "wrong: ") {
			t.Errorf("%s: summary %q", v.name, v.summary)
		}
	}
	if n := len(Mutants()); n < 8 {
		t.Errorf("%d mutants, want at least 8", n)
	}
}
