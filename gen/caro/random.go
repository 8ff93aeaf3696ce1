package carogen

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"carokit/problem"
	"carokit/problems/caro/game"
)

// stressArgs draws the parameters of one stress case of a kind on a board
// of about n (the kind may need a larger one, up to maxN) with at most
// maxK moves. It reports false when the kind cannot fit those bounds.
type stressArgs func(r *rand.Rand, n, maxN, maxK int) ([]string, bool)

// stressers gives each kind its random parameters. Planting kinds share
// one drawer, told the smallest board and K their line needs.
var stressers = map[string]stressArgs{
	"line":          plantStress(5, 9, 0),
	"mid-fill":      plantStress(5, 9, 0),
	"long-run":      plantStress(7, 14, 0),
	"edge-win":      plantStress(5, 9, 0),
	"late-win":      plantStress(8, 20, 2),
	"last-move-win": plantStress(5, 9, 0),
	"dense-block":   denseStress,
	"full-no-win":   fullStress,
	"random":        randomStress,
	"tiny":          tinyStress,
}

// Random draws one stress case: a kind chosen from kinds (nil = all),
// sizes growing with growth in [0,1] (mostly tiny at 0: N 1..8, K ≤ 64;
// up to maxN and maxK at 1), all choices from r.
func Random(r *rand.Rand, growth float64, maxN, maxK int, kinds []string) (*game.Case, error) {
	growth = min(max(growth, 0), 1)
	maxN, maxK = min(maxN, game.CaroLimits.MaxN), min(maxK, game.CaroLimits.MaxK)
	if maxN < 1 || maxK < 1 {
		return nil, &problem.ParamError{Msg: fmt.Sprintf("stress bounds N ≤ %d, K ≤ %d leave no case", maxN, maxK)}
	}
	pool, err := pickKinds(kinds)
	if err != nil {
		return nil, err
	}
	g2 := growth * growth
	hiN := min(maxN, 8+int(g2*float64(maxN-8)))
	hiK := min(maxK, 64+int(g2*float64(maxK-64)))
	var last error
	for range 50 {
		k := pool[r.IntN(len(pool))]
		n := 1 + r.IntN(hiN)
		words, ok := stressers[k.name](r, n, maxN, hiK)
		if !ok {
			continue
		}
		a, err := (&problem.Generator{Kind: k.name, Params: k.params}).ParseArgs(words)
		if err != nil {
			return nil, fmt.Errorf("stress arguments %q for %s: %w", strings.Join(words, " "), k.name, err)
		}
		b, err := k.make(a, k.source(r.Uint64()))
		if err == nil {
			return b.c, nil
		}
		if !problem.IsParamError(err) {
			return nil, err
		}
		last = err
	}
	if last != nil {
		return nil, fmt.Errorf("no stress case within N ≤ %d, K ≤ %d: %w", maxN, maxK, last)
	}
	return nil, &problem.ParamError{Msg: fmt.Sprintf("no generator kind among %s fits N ≤ %d, K ≤ %d", kindNames(pool), maxN, maxK)}
}

func pickKinds(names []string) ([]kind, error) {
	if len(names) == 0 {
		return kinds, nil
	}
	var pool []kind
	for _, name := range names {
		i := -1
		for j, k := range kinds {
			if k.name == name {
				i = j
			}
		}
		if i < 0 {
			return nil, &problem.ParamError{Msg: fmt.Sprintf("unknown generator kind %q (carokit gen --list shows the kinds)", name)}
		}
		pool = append(pool, kinds[i])
	}
	return pool, nil
}

func kindNames(ks []kind) string {
	names := make([]string, len(ks))
	for i, k := range ks {
		names[i] = k.name
	}
	return strings.Join(names, ", ")
}

func itoa(v int) string { return strconv.Itoa(v) }

// plantStress draws a planting kind's case: a board of at least minN and
// at least minK moves, random direction, winner, moment, density and up
// to later later fives.
func plantStress(minN, minK, later int) stressArgs {
	return func(r *rand.Rand, n, maxN, maxK int) ([]string, bool) {
		n = max(n, minN)
		for n*n < minK {
			n++
		}
		if n > maxN || maxK < minK {
			return nil, false
		}
		k := minK + r.IntN(min(n*n, maxK)-minK+1)
		words := []string{"--n", itoa(n), "--k", itoa(k)}
		switch r.IntN(3) {
		case 1:
			words = append(words, "--fill", "1")
		case 2:
			words = append(words, "--fill", "0.5")
		}
		// Later fives need room apart from the winning line: on boards
		// under 12 the search for a place mostly fails, slowly, so small
		// stress cases go without them (explicitly: late-win's default is 2).
		switch {
		case later > 0 && n >= 12:
			words = append(words, "--later", itoa(1+r.IntN(later)))
		case later > 0:
			words = append(words, "--later", "0")
		}
		return words, true
	}
}

func denseStress(r *rand.Rand, n, maxN, maxK int) ([]string, bool) {
	n = max(n, 5)
	if n > maxN || maxK < 10 {
		return nil, false
	}
	rows, cols := 5+r.IntN(n-4), 2+r.IntN(n-1)
	if r.IntN(2) == 0 {
		rows, cols = cols, rows
	}
	hi := min(rows*cols, maxK)
	if hi < 10 {
		return nil, false
	}
	words := []string{"--n", itoa(n), "--rows", itoa(rows), "--cols", itoa(cols), "--k", itoa(10 + r.IntN(hi-9)), "--at", "random"}
	if r.IntN(4) == 0 {
		words = append(words, "--winner", "none")
	}
	return words, true
}

func fullStress(r *rand.Rand, n, maxN, maxK int) ([]string, bool) {
	k := min(n*n, maxK)
	if r.IntN(2) == 0 {
		k = 1 + r.IntN(k)
	}
	return []string{"--n", itoa(n), "--k", itoa(k)}, true
}

func randomStress(r *rand.Rand, n, maxN, maxK int) ([]string, bool) {
	return []string{"--n", itoa(n), "--k", itoa(1 + r.IntN(min(n*n, maxK)))}, true
}

func tinyStress(r *rand.Rand, n, maxN, maxK int) ([]string, bool) {
	n = min(n, game.WinLength-1)
	return []string{"--n", itoa(n), "--k", itoa(1 + r.IntN(min(n*n, maxK)))}, true
}
