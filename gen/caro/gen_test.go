package carogen

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"carokit/problem"
	"carokit/problems/caro/game"
)

// sweepArgs draws argument sets for a kind over the sizes the subtasks
// use: boards of 5 to 8 (crowded, often full), 15, 40 and 300.
func sweepArgs(r *rand.Rand, kind string, size int) []string {
	n := []int{5 + r.IntN(4), 15, 40, 300}[size]
	switch kind {
	case "long-run":
		n = max(n, 7)
	case "late-win":
		n = max(n, 12)
	}
	k := func(lo int) string {
		hi := min(n*n, 300000)
		if r.IntN(3) == 0 {
			return strconv.Itoa(hi) // full board
		}
		return strconv.Itoa(lo + r.IntN(hi-lo+1))
	}
	base := []string{"--n", strconv.Itoa(n)}
	fill := [][]string{nil, {"--fill", "1"}, {"--fill", "0.3"}}[r.IntN(3)]
	switch kind {
	case "tiny":
		return []string{"--n", strconv.Itoa(1 + r.IntN(4))}
	case "random", "full-no-win":
		return append(base, "--k", k(1))
	case "dense-block":
		rows, cols := 5+r.IntN(n-4), 5+r.IntN(n-4)
		w := []string{"--n", strconv.Itoa(n), "--rows", strconv.Itoa(rows), "--cols", strconv.Itoa(cols),
			"--k", strconv.Itoa(min(rows*cols, 300000) - r.IntN(3)), "--len", strconv.Itoa(5 + r.IntN(min(3, max(rows, cols)-4)))}
		if r.IntN(4) == 0 {
			w = append(w, "--winner", "none")
		}
		return w
	case "late-win":
		return append(append(base, "--k", k(60), "--later", strconv.Itoa(1+r.IntN(2)), "--len", []string{"5", "6", "7"}[r.IntN(3)]), fill...)
	case "long-run":
		return append(append(base, "--k", k(14)), fill...)
	case "edge-win":
		return append(append(base, "--k", k(10), "--edge", []string{"top", "bottom", "left", "right", "corner"}[r.IntN(5)]), fill...)
	case "last-move-win":
		return append(append(base, "--k", k(14), "--len", strconv.Itoa(5+r.IntN(min(3, n-4)))), fill...)
	default: // line, mid-fill
		later := 0
		if n >= 15 {
			later = r.IntN(3)
		}
		// Each colour needs its stones and a move after the win per later five.
		return append(append(base, "--k", k(10+20*later), "--winner", []string{"x", "o"}[r.IntN(2)], "--later", strconv.Itoa(later)), fill...)
	}
}

// TestKindsSweep generates every kind over many seeds and sizes and checks
// each case against the game, the brute-force oracle and a full scan.
func TestKindsSweep(t *testing.T) {
	perSize := []int{60, 25, 8, 2}
	if testing.Short() || raceEnabled {
		perSize = []int{12, 5, 2, 1}
	}
	for _, g := range Kinds() {
		t.Run(g.Kind, func(t *testing.T) {
			r := rand.New(rand.NewPCG(7, uint64(len(g.Kind))))
			for size, reps := range perSize {
				for i := range reps {
					args := append(sweepArgs(r, g.Kind, size), "--seed", strconv.Itoa(i))
					label := g.Kind + " " + strings.Join(args, " ")
					a, err := g.ParseArgs(args)
					if err != nil {
						t.Fatalf("%s: %v", label, err)
					}
					out, err := g.Generate(a)
					if err != nil {
						t.Fatalf("%s: %v", label, err)
					}
					c, res := checkGenerated(t, label, out)
					checkKind(t, label, g.Kind, a, c, res, out.Facts)
				}
			}
		})
	}
}

// checkKind checks what the kind itself promises.
func checkKind(t *testing.T, label, kind string, a problem.Args, c *game.Case, res game.Result, facts map[string]string) {
	t.Helper()
	k := len(c.Moves)
	if v := a.String("k"); v != "auto" && v != "random" && v != strconv.Itoa(k) {
		t.Fatalf("%s: %d moves, asked for %s", label, k, v)
	}
	planting := kind != "random" && kind != "tiny" && kind != "full-no-win"
	if planting && a.String("winner") != "none" {
		if res.Move == 0 {
			t.Fatalf("%s: nobody wins", label)
		}
		if v := a.String("winner"); v == "x" && res.Winner != game.X || v == "o" && res.Winner != game.O {
			t.Fatalf("%s: %s wins", label, res.Winner)
		}
		if v := a.String("dir"); v != "" && v != "random" && v != res.Dir.Code() {
			t.Fatalf("%s: the line is %s", label, res.Dir)
		}
		pos, _ := strconv.Atoi(facts["pos"])
		stone := c.Moves[res.Move-1]
		dr, dc := res.Dir.Step()
		if want := (game.Move{R: res.From.R + int32(pos*dr), C: res.From.C + int32(pos*dc)}); stone != want || facts["stone"] != cellText(stone) {
			t.Fatalf("%s: winning stone %v, facts pos %d stone %s", label, stone, pos, facts["stone"])
		}
		if c.N <= 400 {
			if fs := fivesOf(c.N, c.Moves[:res.Move]); len(fs) != 1 {
				t.Fatalf("%s: the winning stone completes %v, want only the planted line", label, fs)
			}
		}
		if later, _ := strconv.Atoi(a.String("later")); later > 0 {
			checkLater(t, label, c, res, later)
		}
	}
	switch kind {
	case "tiny":
		if c.N >= game.WinLength || res.Move != 0 {
			t.Fatalf("%s: N = %d, answer %d", label, c.N, res.Move)
		}
	case "full-no-win":
		if res.Move != 0 {
			t.Fatalf("%s: %s", label, describe(res))
		}
		checkPacked(t, label, c, facts)
	case "line":
		if res.Length != 5 || (facts["stone"] != cellText(res.From) && facts["stone"] != cellText(res.To)) {
			t.Fatalf("%s: %s, stone %s is not an end", label, describe(res), facts["stone"])
		}
	case "mid-fill":
		if pos := facts["pos"]; res.Length != 5 || pos < "1" || pos > "3" || (a.String("gap") != "random" && pos != a.String("gap")) {
			t.Fatalf("%s: %s, stone at %s", label, describe(res), pos)
		}
	case "long-run":
		if res.Length < 6 || res.Length > 7 || facts["stone"] == cellText(res.From) || facts["stone"] == cellText(res.To) {
			t.Fatalf("%s: %s, stone %s", label, describe(res), facts["stone"])
		}
	case "edge-win":
		checkEdge(t, label, c.N, a.String("edge"), res, facts)
	case "late-win":
		if res.Move*100 < 95*k {
			t.Fatalf("%s: win at %d of %d", label, res.Move, k)
		}
	case "last-move-win":
		if res.Move != k {
			t.Fatalf("%s: win at %d of %d", label, res.Move, k)
		}
	case "dense-block":
		rows, _ := strconv.Atoi(a.String("rows"))
		cols, _ := strconv.Atoi(a.String("cols"))
		r0, c0, ok := minCorner(c)
		if !ok || !inBox(c, r0, c0, rows, cols) {
			t.Fatalf("%s: stones outside a %dx%d block", label, rows, cols)
		}
		if a.String("winner") == "none" && res.Move != 0 {
			t.Fatalf("%s: %s", label, describe(res))
		}
	}
	if planting && res.Move > 0 && a.String("len") != "" && a.String("len") != "random" && a.String("len") != strconv.Itoa(res.Length) {
		t.Fatalf("%s: a line of %d", label, res.Length)
	}
}

// checkLater checks that at least later more fives, of both players when
// there are two, are completed after the first win.
func checkLater(t *testing.T, label string, c *game.Case, res game.Result, later int) {
	t.Helper()
	if c.N > 400 {
		return
	}
	all := fivesOf(c.N, c.Moves)
	var colours [3]int
	for _, f := range all {
		colours[f.p]++
	}
	if len(all) < 1+later || (later >= 2 && (colours[game.X] == 0 || colours[game.O] == 0)) {
		t.Fatalf("%s: fives at the end %v, want the win and %d later of both players", label, all, later)
	}
}

// checkEdge checks that the line touches the asked border (a corner cell
// for corner) and, by default, that the winning stone is on it.
func checkEdge(t *testing.T, label string, n int, edge string, res game.Result, facts map[string]string) {
	t.Helper()
	on := func(m game.Move) bool {
		switch edge {
		case "top":
			return m.R == 1
		case "bottom":
			return int(m.R) == n
		case "left":
			return m.C == 1
		case "right":
			return int(m.C) == n
		}
		return (m.R == 1 || int(m.R) == n) && (m.C == 1 || int(m.C) == n)
	}
	var stone game.Move
	fmt.Sscanf(facts["stone"], "%d,%d", &stone.R, &stone.C)
	if facts["edge"] != edge || !on(stone) {
		t.Fatalf("%s: %s, stone %v is not on the %s border", label, describe(res), stone, edge)
	}
}

// checkPacked checks that a full-no-win block is packed: K cells filling
// the block row by row, nothing outside.
func checkPacked(t *testing.T, label string, c *game.Case, facts map[string]string) {
	t.Helper()
	rows, _ := strconv.Atoi(facts["rows"])
	cols, _ := strconv.Atoi(facts["cols"])
	r0, c0, _ := minCorner(c)
	k := len(c.Moves)
	if !inBox(c, r0, c0, rows, cols) {
		t.Fatalf("%s: stones outside the %dx%d block", label, rows, cols)
	}
	for _, m := range c.Moves {
		if i := int(m.R-int32(r0))*cols + int(m.C-int32(c0)); i >= k {
			t.Fatalf("%s: the block has a hole before cell %d", label, i)
		}
	}
}

func minCorner(c *game.Case) (r0, c0 int, ok bool) {
	r0, c0 = c.N+1, c.N+1
	for _, m := range c.Moves {
		r0, c0 = min(r0, int(m.R)), min(c0, int(m.C))
	}
	return r0, c0, len(c.Moves) > 0
}

func inBox(c *game.Case, r0, c0, rows, cols int) bool {
	for _, m := range c.Moves {
		if int(m.R) >= r0+rows || int(m.C) >= c0+cols {
			return false
		}
	}
	return true
}

// TestBigCases runs every kind once at the largest size and checks the
// input with the strict reader and the game.
func TestBigCases(t *testing.T) {
	for _, g := range Kinds() {
		if g.Kind == "tiny" {
			continue
		}
		t.Run(g.Kind, func(t *testing.T) {
			if raceEnabled && g.Kind != "line" && g.Kind != "dense-block" {
				t.Skip("the sparse and the dense path suffice under the race detector")
			}
			args := []string{"--n", "5000", "--k", "300000"}
			if g.Kind == "dense-block" {
				args = append(args, "--rows", "500", "--cols", "600")
			}
			out, err := generate(t, g.Kind, args...)
			if err != nil {
				t.Fatal(err)
			}
			c, res := checkGenerated(t, g.Kind, out)
			if c.N != 5000 || len(c.Moves) != 300000 {
				t.Fatalf("N=%d K=%d", c.N, len(c.Moves))
			}
			if g.Kind != "random" && g.Kind != "full-no-win" && res.Move == 0 {
				t.Fatal("nobody wins")
			}
		})
	}
}

// TestDeterministic generates every kind twice with the same arguments
// and once with another seed.
func TestDeterministic(t *testing.T) {
	for _, g := range Kinds() {
		t.Run(g.Kind, func(t *testing.T) {
			args := []string{"--n", "40", "--k", "1000"}
			switch g.Kind {
			case "tiny":
				args = nil
			case "dense-block":
				args = append(args, "--rows", "30", "--cols", "35")
			}
			var prev []byte
			for seed := range 3 {
				a1, err1 := generate(t, g.Kind, append(args, "--seed", strconv.Itoa(seed))...)
				a2, err2 := generate(t, g.Kind, append(args, "--seed", strconv.Itoa(seed))...)
				if err1 != nil || err2 != nil {
					t.Fatal(err1, err2)
				}
				if !bytes.Equal(a1.Input, a2.Input) || !bytes.Equal(a1.Answer, a2.Answer) || fmt.Sprint(a1.Facts) != fmt.Sprint(a2.Facts) {
					t.Fatalf("seed %d: two runs differ", seed)
				}
				if g.Kind != "tiny" && bytes.Equal(a1.Input, prev) {
					t.Fatalf("seeds %d and %d give the same case", seed-1, seed)
				}
				prev = a1.Input
			}
		})
	}
}

// TestKindsTable checks the table the CLI lists: unique names, one-line
// summaries, parameters with usage, and a stress drawer for every kind.
func TestKindsTable(t *testing.T) {
	seen := map[string]bool{}
	for _, g := range Kinds() {
		if seen[g.Kind] || g.Summary == "" || strings.Contains(g.Summary, "\n") || g.Generate == nil {
			t.Errorf("kind %q: duplicate, or bad summary or generator", g.Kind)
		}
		seen[g.Kind] = true
		for _, p := range g.Params {
			if p.Usage == "" || p.Name == "seed" {
				t.Errorf("kind %s: parameter %q", g.Kind, p.Name)
			}
		}
		if stressers[g.Kind] == nil {
			t.Errorf("kind %s has no stress drawer", g.Kind)
		}
		if _, err := g.ParseArgs(nil); err != nil {
			t.Errorf("kind %s: defaults do not parse: %v", g.Kind, err)
		}
	}
	for _, want := range []string{"random", "dense-block", "full-no-win", "edge-win", "mid-fill", "long-run", "line", "late-win", "last-move-win", "tiny"} {
		if !seen[want] {
			t.Errorf("kind %s is missing", want)
		}
	}
}
