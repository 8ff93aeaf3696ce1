package carosol

import (
	"slices"
	"testing"

	"carokit/problems/caro/game"

	"pgregory.net/rapid"
)

// naiveMutant plays c as m's bug says, the plain way: a map for the board
// (cells keyed as the mutant's board keys them), every walk step checked
// against the rows and columns it may read. It is the statement of each
// bug that the shared replay (family) and strided are checked against.
func naiveMutant(m *mutant, c *game.Case, stride int) int {
	n := c.N
	key := func(r, col int) int { return r*(n+2) + col }
	if stride > 0 {
		key = func(r, col int) int { return (r-1)*stride + col - 1 }
	}
	ru := m.rule
	if ru == nil {
		ru = &rule{need: game.WinLength, lines: reference}
	}
	lim := [4]int{1, n, 1, n}
	if ru.bounds != nil {
		lim = ru.bounds(n)
	}
	board := map[int]game.Player{}
	moves := c.Moves
	if m.dropLast {
		moves = moves[:len(moves)-1]
	}
	ans := 0
	for i, mv := range moves {
		t := i + 1
		p := game.Mover(t)
		r, col := int(mv.R), int(mv.C)
		board[key(r, col)] = p
		for _, l := range ru.lines {
			run := 1
			for _, d := range l {
				if d < 0 {
					continue
				}
				for k := 1; ru.maxSide == 0 || k <= ru.maxSide; k++ {
					nr, nc := r+k*rays[d][0], col+k*rays[d][1]
					if nr < lim[0] || nr > lim[1] || nc < lim[2] || nc > lim[3] {
						break
					}
					v := board[key(nr, nc)]
					if v == game.None || (!ru.any && v != p) {
						break
					}
					run++
				}
			}
			if run >= ru.need {
				ans = t
				break
			}
		}
		if ans == t && !ru.playsOn {
			break
		}
	}
	if m.answer != nil {
		ans = m.answer(ans, len(c.Moves))
	}
	return ans
}

// TestMutantsAgreeWithNaive: on random small games, every mutant answers
// as its plain statement does, alone (Run) and through one shared replay
// of a parsed case (what a package build uses), whichever mutant asks
// first.
func TestMutantsAgreeWithNaive(t *testing.T) {
	raiseChecks(t, 2000)
	all := Mutants()
	rapid.Check(t, func(t *rapid.T) {
		c := genCase(t)
		p := &Parsed{Case: c}
		order := rapid.Permutation(indices(len(all))).Draw(t, "order")
		for _, i := range order {
			m := &mutants[i]
			want := naiveMutant(m, c, m.stride)
			if got, _ := all[i].Run(c); got != want {
				t.Fatalf("%s alone answers %d, its statement %d on %q", m.name, got, want, c.Text())
			}
			if got, _ := all[i].runParsed(p); got != want {
				t.Fatalf("%s in the shared replay answers %d, its statement %d on %q", m.name, got, want, c.Text())
			}
		}
	})
}

func indices(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// TestStridedOverlap checks strided's overlapping rows with small strides,
// where small boards overlap as 5000-boards do with 4096: against the
// plain statement, and right whenever the stride covers a row.
func TestStridedOverlap(t *testing.T) {
	raiseChecks(t, 2000)
	rapid.Check(t, func(t *rapid.T) {
		c := genCase(t)
		stride := rapid.IntRange(5, 14).Draw(t, "stride")
		m := &mutant{stride: stride}
		got, _ := strided(c, stride)
		if want := naiveMutant(m, c, stride); got != want {
			t.Fatalf("strided %d answers %d, its statement %d on %q", stride, got, want, c.Text())
		}
		if right := answer(c); c.N <= stride && got != right {
			t.Fatalf("strided %d answers %d on a %d-board, want %d: a row fits the stride", stride, got, c.N, right)
		}
	})
}

// TestMutantCases: games where one mutant's bug shows, the reason in
// the name. The border mutants' cases are the shapes the default plan
// plants on each border (a line along it, the new stone in its middle).
func TestMutantCases(t *testing.T) {
	// play alternates X's stones xs with O's os, from X.
	play := func(n int, xs, os []int) *game.Case {
		c := &game.Case{N: n}
		for i := 0; i < len(xs); i += 2 {
			c.Moves = append(c.Moves, game.Move{R: int32(xs[i]), C: int32(xs[i+1])})
			if i < len(os) {
				c.Moves = append(c.Moves, game.Move{R: int32(os[i]), C: int32(os[i+1])})
			}
		}
		return c
	}
	o := []int{5, 1, 5, 3, 5, 5, 5, 7} // O's stones, never four in a row
	cases := []struct {
		name, mutant string
		c            *game.Case
	}{
		{"a five along the bottom row, the new stone in its middle", "stop-bottom", play(9, []int{9, 1, 9, 2, 9, 4, 9, 5, 9, 3}, o)},
		{"a five along the top row", "stop-top", play(9, []int{1, 1, 1, 2, 1, 4, 1, 5, 1, 3}, o)},
		{"a five down the left column", "stop-left", play(9, []int{1, 1, 2, 1, 4, 1, 5, 1, 3, 1}, []int{9, 2, 9, 4, 9, 6, 9, 8})},
		{"a five down the right column", "stop-right", play(9, []int{1, 9, 2, 9, 4, 9, 5, 9, 3, 9}, []int{9, 2, 9, 4, 9, 6, 9, 8})},
		{"X's four in a row", "four-wins", play(9, []int{1, 1, 1, 2, 1, 3, 1, 4, 9, 9}, o)},
		{"a plain five", "six-needed", play(9, []int{1, 1, 1, 2, 1, 3, 1, 4, 1, 5}, o)},
		{"a five completed at its end", "three-each-side", play(9, []int{2, 1, 2, 2, 2, 3, 2, 4, 2, 5}, o)},
		{"a column five", "no-vertical", play(9, []int{1, 2, 2, 2, 3, 2, 4, 2, 5, 2}, o)},
		{"a ↘ five", "no-diagonal", play(9, []int{1, 2, 2, 3, 3, 4, 4, 5, 5, 6}, o)},
		{"a ↘ five completed in its middle", "crossed-diagonals", play(9, []int{1, 2, 2, 3, 4, 5, 5, 6, 3, 4}, o)},
		{"a five completed at its right end", "one-side", play(9, []int{2, 1, 2, 2, 2, 3, 2, 4, 2, 5}, o)},
		{"X X X O O in a row", "any-colour", play(9, []int{1, 1, 1, 2, 1, 3, 9, 9, 8, 8}, []int{1, 4, 1, 5, 7, 7, 6, 6})},
		{"any win", "answer-minus-one", play(9, []int{1, 1, 1, 2, 1, 3, 1, 4, 1, 5}, o)},
		{"a second five after the first", "last-win", play(9, []int{1, 1, 1, 2, 1, 3, 1, 4, 1, 5, 1, 6}, []int{5, 1, 5, 3, 5, 5, 5, 7, 7, 7})},
		{"the win on the last move", "skip-last-move", play(9, []int{1, 1, 1, 2, 1, 3, 1, 4, 1, 5}, o)},
		{"nobody wins", "none-prints-k", play(9, []int{1, 1}, nil)},
	}
	all := Mutants()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			i := slices.IndexFunc(all, func(a Algorithm) bool { return a.Name == tc.mutant })
			if i < 0 {
				t.Fatalf("no mutant %s", tc.mutant)
			}
			if got, right := first(all[i].Run(tc.c)), answer(tc.c); got == right {
				t.Errorf("%s answers %d, right, on a case made to catch it (%s)", tc.mutant, got, mutants[i].summary)
			}
		})
	}
}

func first(t int, _ int64) int { return t }

// TestMutantFamily: at least 12 mutants, named once, each with a one-line
// summary.
func TestMutantFamily(t *testing.T) {
	seen := map[string]bool{}
	for _, m := range Mutants() {
		if seen[m.Name] || m.Summary == "" || m.Run == nil || !m.Wrong {
			t.Errorf("mutant %q: duplicate, or no summary or Run, or not marked wrong", m.Name)
		}
		seen[m.Name] = true
	}
	if len(seen) < 12 {
		t.Errorf("%d mutants, want at least 12", len(seen))
	}
}

// TestStridedKnown checks the parsed path of the stride mutant
// (stridedKnown, which walks only near the shared columns before the
// first win) against the full replay strided, kept as the oracle.
func TestStridedKnown(t *testing.T) {
	raiseChecks(t, 3000)
	for _, tc := range []struct {
		name string
		gen  func(t *rapid.T) (*game.Case, int)
	}{
		// Small boards, any stride below N: mostly shared columns only.
		{"small boards", func(t *rapid.T) (*game.Case, int) {
			c := genCase(t)
			return c, rapid.IntRange(1, max(c.N-1, 1)).Draw(t, "stride")
		}},
		// Wide boards whose stride leaves columns in the middle that no
		// other cell shares, the stones packed in a few rows so that
		// wins happen on both kinds of column and near their boundary.
		{"wide boards, packed rows", func(t *rapid.T) (*game.Case, int) {
			n := rapid.IntRange(13, 40).Draw(t, "n")
			stride := rapid.IntRange((n+9)/2, n-1).Draw(t, "stride")
			return genBand(t, n), stride
		}},
		// Boards far larger than their stones, so that the boards are
		// given back cell by cell rather than cleared whole (TestMain
		// checks them empty).
		{"large boards, few stones", func(t *rapid.T) (*game.Case, int) {
			n := rapid.IntRange(200, 600).Draw(t, "n")
			return genBand(t, n), rapid.IntRange(n-40, n-1).Draw(t, "stride")
		}},
		// The mutant misses the real first win (O overwrote one of X's
		// five on the strided board), so the rest of the game is played
		// on its whole board, stones placed before included.
		{"first win missed", genMissedWin},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				c, stride := tc.gen(t)
				want, _ := strided(c, stride)
				if got := stridedKnown(c, stride, answer(c)); got != want {
					t.Fatalf("stridedKnown %d answers %d, strided %d on %q", stride, got, want, c.Text())
				}
			})
		})
	}
}

// genBand is a game on an n-board whose stones all lie in a band of two
// to six rows, dense enough that lines form.
func genBand(t *rapid.T, n int) *game.Case {
	rows := rapid.IntRange(2, 6).Draw(t, "rows")
	r0 := rapid.IntRange(1, n-rows+1).Draw(t, "r0")
	cells := rows * n
	k := rapid.IntRange(1, cells).Draw(t, "k")
	order := rapid.Permutation(indices(cells)).Draw(t, "order")
	c := &game.Case{N: n}
	for _, i := range order[:k] {
		c.Moves = append(c.Moves, game.Move{R: int32(r0 + i/n), C: int32(i%n + 1)})
	}
	return c
}

// genMissedWin is a game in which X's five, through a column that shares
// its cells, is complete on move 9, but O's first stone was placed on the
// cell that shares its key with X's first: the strided board sees O there.
// Random moves near the five follow.
func genMissedWin(t *rapid.T) (*game.Case, int) {
	n := rapid.IntRange(13, 30).Draw(t, "n")
	stride := rapid.IntRange((n+9)/2, n-1).Draw(t, "stride")
	r := rapid.IntRange(1, n-1).Draw(t, "row")
	c0 := rapid.IntRange(stride-3, n-4).Draw(t, "c0")
	used := map[game.Move]bool{}
	cell := func(r, c int) game.Move {
		m := game.Move{R: int32(r), C: int32(c)}
		used[m] = true
		return m
	}
	shared := rapid.IntRange(max(c0, stride+1), c0+4).Draw(t, "shared")
	xs := []game.Move{cell(r, shared)}
	for _, k := range rapid.Permutation([]int{0, 1, 2, 3, 4}).Draw(t, "five") {
		if c0+k != shared {
			xs = append(xs, cell(r, c0+k))
		}
	}
	os := []game.Move{cell(r+1, shared-stride)}
	var near []game.Move
	for rr := max(1, r-2); rr <= min(n, r+2); rr++ {
		for c := 1; c <= n; c++ {
			if m := (game.Move{R: int32(rr), C: int32(c)}); !used[m] {
				near = append(near, m)
			}
		}
	}
	near = rapid.Permutation(near).Draw(t, "near")
	os = append(os, near[:3]...)
	c := &game.Case{N: n}
	for i := range 4 {
		c.Moves = append(c.Moves, xs[i], os[i])
	}
	c.Moves = append(c.Moves, xs[4])
	more := rapid.IntRange(0, len(near)-3).Draw(t, "more")
	c.Moves = append(c.Moves, near[3:3+more]...)
	return c, stride
}
