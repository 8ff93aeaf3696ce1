package carogen

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	carobrute "carokit/brute/caro"
	"carokit/problem"
	"carokit/problems/caro/game"
)

func findKind(tb testing.TB, kind string) problem.Generator {
	tb.Helper()
	for _, g := range Kinds() {
		if g.Kind == kind {
			return g
		}
	}
	tb.Fatalf("no kind %q", kind)
	return problem.Generator{}
}

// generate runs kind with the command-line words args.
func generate(tb testing.TB, kind string, args ...string) (problem.Generated, error) {
	tb.Helper()
	g := findKind(tb, kind)
	a, err := g.ParseArgs(args)
	if err != nil {
		tb.Fatalf("%s %s: %v", kind, strings.Join(args, " "), err)
	}
	return g.Generate(a)
}

// five is a maximal run of five or more stones of one colour.
type five struct {
	p        game.Player
	dir      game.Direction
	from, to game.Move
	length   int
}

func (f five) String() string {
	return fmt.Sprintf("%s %d %s %s..%s", f.p, f.length, f.dir.Code(), cellText(f.from), cellText(f.to))
}

// fivesOf scans the position after the given moves for every maximal run
// of five or more, independently of caro.Play.
func fivesOf(n int, moves []game.Move) []five { return runsOf(n, moves, game.WinLength) }

// runsOf returns every maximal run of at least minLen stones of one
// colour after the given moves, walking each line from its start.
func runsOf(n int, moves []game.Move, minLen int) []five {
	board := make([]game.Player, (n+2)*(n+2))
	at := func(r, c int) game.Player {
		if r < 1 || c < 1 || r > n || c > n {
			return game.None
		}
		return board[r*(n+2)+c]
	}
	for i, m := range moves {
		board[int(m.R)*(n+2)+int(m.C)] = game.Mover(i + 1)
	}
	var out []five
	for r := 1; r <= n; r++ {
		for c := 1; c <= n; c++ {
			p := at(r, c)
			if p == game.None {
				continue
			}
			for _, d := range game.Directions {
				dr, dc := d.Step()
				if at(r-dr, c-dc) == p {
					continue // not the start of its run
				}
				l := 1
				for at(r+l*dr, c+l*dc) == p {
					l++
				}
				if l >= minLen {
					out = append(out, five{p, d, game.Move{R: int32(r), C: int32(c)},
						game.Move{R: int32(r + (l-1)*dr), C: int32(c + (l-1)*dc)}, l})
				}
			}
		}
	}
	return out
}

// checkGenerated checks what every kind promises and returns the case
// and its first win: the input is a valid strict Caro input in canonical
// form, the answer and the facts are the game's first win, and on boards
// small enough the brute-force oracle and a full scan agree.
func checkGenerated(t *testing.T, label string, out problem.Generated) (*game.Case, game.Result) {
	t.Helper()
	c, err := game.ReadStrict(label, out.Input, game.CaroLimits)
	if err != nil {
		t.Fatalf("%s: invalid input: %v", label, err)
	}
	if !bytes.Equal(c.Text(), out.Input) {
		t.Fatalf("%s: input is not in canonical form", label)
	}
	res, _ := game.Play(c)
	if want := strconv.Itoa(res.Move) + "\n"; string(out.Answer) != want {
		t.Fatalf("%s: answer %q, the game gives %q", label, out.Answer, want)
	}
	f := out.Facts
	if f["winner"] != res.Winner.String() || f["move"] != strconv.Itoa(res.Move) {
		t.Fatalf("%s: facts say %s at %s, the game gives %s", label, f["winner"], f["move"], describe(res))
	}
	if res.Move > 0 && (f["dir"] != res.Dir.Code() || f["from"] != cellText(res.From) || f["to"] != cellText(res.To) || f["length"] != strconv.Itoa(res.Length)) {
		t.Fatalf("%s: facts %v disagree with the game: %s", label, f, describe(res))
	}
	if c.N <= 20 && len(c.Moves) <= 400 {
		if bt, _ := carobrute.FirstWin(c); bt != res.Move {
			t.Fatalf("%s: brute force says %d, the game %d", label, bt, res.Move)
		}
	}
	if c.N <= 400 {
		t0 := res.Move
		if t0 == 0 {
			t0 = len(c.Moves) + 1
		}
		if fs := fivesOf(c.N, c.Moves[:t0-1]); len(fs) > 0 {
			t.Fatalf("%s: five before the first win: %v", label, fs)
		}
		if res.Move > 0 {
			// One stone may complete several fives; the game names the
			// first direction. Planting kinds check that there is one.
			fs := fivesOf(c.N, c.Moves[:res.Move])
			want := five{res.Winner, res.Dir, res.From, res.To, res.Length}
			if !slices.Contains(fs, want) {
				t.Fatalf("%s: fives at the win are %v, want %v among them", label, fs, want)
			}
		}
	}
	return c, res
}

// words splits a command line.
func words(s string) []string { return strings.Fields(s) }
