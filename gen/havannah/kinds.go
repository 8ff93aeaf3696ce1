// Package havgen holds the Havannah test generators: one entry per kind in
// the table of Kinds, each turning its parameters and a seed into a file
// of T cases and the answer it planted in each (a bridge, fork or ring, a
// combination of them completed by one move, or none at all), checked
// against hex.Solve before it is returned: a kind that planted something
// else fails loudly instead of writing a wrong test.
//
// The structures are built from a few shapes whose behaviour is exact:
// spokes from the centre to a corner, arms bent to the middle of an edge,
// hexagonal rings (each of whose cells touches both sides of the ring, so
// the ring closes with its last stone whatever the order) and discs filled
// from the inside out (which never enclose an empty cell on the way).
package havgen

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"strconv"
	"strings"

	"carokit/problem"
	"carokit/problems/havannah/hex"
)

// plant is one case and the answer it was built to have; known is false
// for kinds that draw a case without planting anything.
type plant struct {
	c     hex.Case
	want  hex.Result
	known bool
}

// kind is one generator before it is wrapped for the engine.
type kind struct {
	name    string
	summary string
	params  []problem.Param
	make    func(a problem.Args, r *rand.Rand) ([]plant, error)
}

var (
	pT   = problem.Param{Name: "t", Default: "1", Usage: "number of cases (or rounds of an enumeration), 1..200 cases in all"}
	pPad = problem.Param{Name: "pad", Default: "0", Usage: "heavy cases appended (S = 3000, M = 10000, uniform cells, nobody wins): what times the slow solutions out on a large file"}
)

func pS(def string) problem.Param {
	return problem.Param{Name: "s", Default: def, Usage: "board side S, 2..3000"}
}

// kinds is the table of generator kinds, in the order `carokit gen
// --list` shows them. A new kind is one entry here.
var kinds = []kind{
	{"minimal", "the smallest bridge (2 stones, S = 2), fork (5 stones, S = 3) or ring (6 stones), turned at random",
		[]problem.Param{{Name: "what", Default: "all", Usage: "bridge, fork, ring, or all (one case each)"}, pT}, makeMinimal},
	{"bridge", "a path between two corners through the centre, completed at a corner",
		[]problem.Param{pS("10"), {Name: "pair", Default: "all", Usage: "corners a-b (0..5, the order of HAVANNAH.md), random, or all (the 15 pairs)"}, pT}, makeBridge},
	{"fork", "three arms from the centre to three edges, completed at an edge",
		[]problem.Param{pS("10"), {Name: "edges", Default: "all", Usage: "edges a-b-c (0..5), random, or all (the 20 triples)"}, pT}, makeFork},
	{"ring", "a hexagonal ring of perimeter 6d, empty or full inside but one cell, inside the board or along an edge",
		[]problem.Param{pS("12"), {Name: "d", Default: "random", Usage: "ring radius (perimeter 6d), or random"},
			{Name: "inside", Default: "random", Usage: "empty, stones (all but the cell next to the last move), or random"},
			{Name: "touch", Default: "random", Usage: "none, edge (one side of the ring on an edge), or random"}, pT}, makeRing},
	{"combo", "one move completing exactly the answer asked: any of the seven, rings closed with arms to corners and edges",
		[]problem.Param{pS("10"), {Name: "answer", Default: "all", Usage: "bridge, fork, ring, bridge-fork, bridge-ring, fork-ring, bridge-fork-ring, random, or all (the seven)"}, pT}, makeCombo},
	{"full-loop", "a hexagonal loop whose inside is all stones: not a ring (none)",
		[]problem.Param{pS("10"), {Name: "d", Default: "random", Usage: "loop radius, or random"}, pT}, makeFullLoop},
	{"near-miss", "a bridge, fork, ring or combination one stone short (none)",
		[]problem.Param{pS("10"), {Name: "of", Default: "random", Usage: "bridge, fork, ring, combo or random"}, pT}, makeNearMiss},
	{"triangle", "separate groups of three mutually adjacent stones: loops of the graph, not rings (none)",
		[]problem.Param{pS("8"), {Name: "count", Default: "random", Usage: "triangles per case, or random"}, pT}, makeTriangle},
	{"boundary", "groups along the border each touching at most one corner and two edges (none)",
		[]problem.Param{pS("6"), pT}, makeBoundary},
	{"after", "a planted win followed by more moves that win again (the first win counts)",
		[]problem.Param{pS("10"), {Name: "after", Default: "20", Usage: "moves after the win"}, pT}, makeAfter},
	{"empty", "cases with no moves (M = 0) on boards of side 2..S",
		[]problem.Param{pS("50"), pT}, makeEmpty},
	{"tiny", "random moves on the board of side 2 (7 cells, no edge cells); the answer is the rules'",
		[]problem.Param{{Name: "m", Default: "random", Usage: "moves per case, 0..7, or random"}, pT}, makeTiny},
	{"snake", "one long snake (up to 10 000 stones) closing a ring or a bridge with its last move",
		[]problem.Param{pS("3000"), {Name: "m", Default: "10000", Usage: "about how many moves"},
			{Name: "close", Default: "ring", Usage: "ring or bridge"}}, makeSnake},
}

// Kinds returns every planted generator kind, in the order `carokit gen
// --list` shows them.
func Kinds() []problem.Generator {
	out := make([]problem.Generator, len(kinds))
	for i, k := range kinds {
		params := append(append([]problem.Param(nil), k.params...), pPad)
		out[i] = problem.Generator{Kind: k.name, Summary: k.summary, Params: params, Generate: k.generate}
	}
	return out
}

// generate runs the kind from its own seeded source (the seed and a hash
// of the kind's name, so two kinds with one seed differ), checks each
// case's size and planted answer, and writes the file and its answers.
func (k kind) generate(a problem.Args) (problem.Generated, error) {
	h := fnv.New64a()
	h.Write([]byte(k.name))
	r := rand.New(rand.NewPCG(a.Seed, h.Sum64()))
	plants, err := k.make(a, r)
	if err != nil {
		return problem.Generated{}, err
	}
	lim := hex.HavannahLimits
	pad, err := a.Int("pad", 0, lim.MaxT)
	if err != nil {
		return problem.Generated{}, err
	}
	for range pad {
		// 10 000 uniform cells of 27 million: no structure in practice,
		// and the check below holds the answer to the rules anyway.
		c := hex.RandomCase(r, lim.MaxS, lim.MaxM, false)
		plants = append(plants, plant{c: c, want: hex.Solve(c), known: true})
	}
	if len(plants) < 1 || len(plants) > lim.MaxT {
		return problem.Generated{}, &problem.ParamError{Msg: fmt.Sprintf("%s: %d cases, the limit is 1..%d (lower --t)", k.name, len(plants), lim.MaxT)}
	}
	cases := make([]hex.Case, len(plants))
	results := make([]hex.Result, len(plants))
	known := true
	counts := map[string]int{}
	for i, p := range plants {
		if len(p.c.Moves) > lim.MaxM {
			return problem.Generated{}, &problem.ParamError{Msg: fmt.Sprintf("%s: case %d has %d moves, over the limit %d (lower --s or --d)", k.name, i+1, len(p.c.Moves), lim.MaxM)}
		}
		got := hex.Solve(p.c)
		if p.known && got != p.want {
			return problem.Generated{}, fmt.Errorf("havannah generator %s (seed %d): case %d planted %q but the rules give %q", k.name, a.Seed, i+1, p.want, got)
		}
		known = known && p.known
		cases[i], results[i] = p.c, got
		counts[got.Kinds.String()]++
	}
	g := problem.Generated{Input: hex.Format(cases), Facts: map[string]string{"cases": strconv.Itoa(len(cases)), "answers": tally(counts)}}
	if known {
		g.Answer = hex.FormatAnswers(results)
	}
	return g, nil
}

// tally writes the answer counts in the order of the seven kinds, then none.
func tally(counts map[string]int) string {
	var parts []string
	for k := hex.Bridge; k <= hex.Bridge|hex.Fork|hex.Ring; k++ {
		if n := counts[k.String()]; n > 0 {
			parts = append(parts, fmt.Sprintf("%s:%d", k, n))
		}
	}
	if n := counts["none"]; n > 0 {
		parts = append(parts, fmt.Sprintf("none:%d", n))
	}
	return strings.Join(parts, " ")
}

// intOr reads a parameter that is a number in [lo, hi] or the word
// random, which draws one from [lo, hi].
func intOr(a problem.Args, r *rand.Rand, name string, lo, hi int) (int, error) {
	if a.String(name) == "random" {
		if hi < lo {
			return 0, &problem.ParamError{Msg: fmt.Sprintf("%s: no value of --%s fits (the board is too small)", a.Kind, name)}
		}
		return lo + r.IntN(hi-lo+1), nil
	}
	return a.Int(name, lo, hi)
}

// rounds reads --t, the number of cases or of rounds of an enumeration of
// n cases each, keeping the file within 200 cases.
func rounds(a problem.Args, n int) (int, error) {
	return a.Int("t", 1, max(1, hex.HavannahLimits.MaxT/n))
}

// side reads --s within [lo, 3000].
func side(a problem.Args, lo int) (int, error) {
	return a.Int("s", lo, hex.HavannahLimits.MaxS)
}

// indices reads "a-b-…" of n distinct numbers 0..5.
func indices(a problem.Args, name string, n int) ([]int, error) {
	parts := strings.Split(a.String(name), "-")
	bad := &problem.ParamError{Msg: fmt.Sprintf("%s: --%s %q must be %d distinct numbers 0..5 joined by '-', random or all", a.Kind, name, a.String(name), n)}
	if len(parts) != n {
		return nil, bad
	}
	out := make([]int, n)
	seen := map[int]bool{}
	for i, p := range parts {
		v, err := strconv.Atoi(p)
		if err != nil || v < 0 || v > 5 || seen[v] {
			return nil, bad
		}
		seen[v], out[i] = true, v
	}
	return out, nil
}
