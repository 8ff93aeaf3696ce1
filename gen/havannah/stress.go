package havgen

import (
	"math/rand/v2"
	"strconv"

	"carokit/problem"
)

// stressExtra draws, per kind, the arguments a small stress case needs
// beyond its side and case count: one planted structure at random where
// the default enumerates them all (15 bridges, 20 forks, 7 combinations),
// a short tail of moves, a snake as long as the side s allows.
var stressExtra = map[string]func(r *rand.Rand, s int) []string{
	"minimal": func(r *rand.Rand, _ int) []string {
		return []string{"--what", pick(r, "bridge", "fork", "ring", "all")}
	},
	"bridge": func(*rand.Rand, int) []string { return []string{"--pair", "random"} },
	"fork":   func(*rand.Rand, int) []string { return []string{"--edges", "random"} },
	"combo":  func(*rand.Rand, int) []string { return []string{"--answer", "random"} },
	"after":  func(r *rand.Rand, _ int) []string { return []string{"--after", strconv.Itoa(r.IntN(21))} },
	"snake":  snakeStress,
}

// snakeStress draws a snake that fits side s (makeSnake's rules): a ring
// of radius m/6 ≤ s - 2, or a bridge of 2s + 5 to 5s - 10 moves. A side
// too small for either is refused by the kind.
func snakeStress(r *rand.Rand, s int) []string {
	if r.IntN(2) == 0 {
		return []string{"--close", "ring", "--m", strconv.Itoa(12 + r.IntN(max(1, 6*(s-2)-6)))}
	}
	return []string{"--close", "bridge", "--m", strconv.Itoa(2*s + 5 + r.IntN(max(1, 3*s-14)))}
}

// StressArgs draws the arguments of a small stress case of kind g: a
// side in 2..maxS and 1..maxT cases (rounds), where the kind takes them,
// and the kind's own choices (stressExtra). A side too small for what the
// kind plants is refused by the kind (a *problem.ParamError), and the
// caller draws again.
func StressArgs(r *rand.Rand, g *problem.Generator, maxS, maxT int) []string {
	var words []string
	s := 0
	for _, p := range g.Params {
		switch p.Name {
		case "s":
			s = 2 + r.IntN(max(maxS, 2)-1)
			words = append(words, "--s", strconv.Itoa(s))
		case "t":
			words = append(words, "--t", strconv.Itoa(1+r.IntN(max(maxT, 1))))
		}
	}
	if f := stressExtra[g.Kind]; f != nil {
		words = append(words, f(r, s)...)
	}
	return words
}

func pick(r *rand.Rand, words ...string) string { return words[r.IntN(len(words))] }
