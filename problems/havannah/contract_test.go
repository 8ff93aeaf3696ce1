package havannah_test

import (
	"fmt"
	"testing"

	"carokit/problem/problemtest"
	"carokit/problems/havannah"
	"carokit/problems/havannah/hex"
)

// TestContract holds havannah to the problem.Problem contract the engine
// relies on (package problemtest), its kinds told apart by what they
// plant (kindOf).
func TestContract(t *testing.T) {
	problemtest.Run(t, havannah.New(), problemtest.Options{Size: problemtest.Magnitude, KindOf: kindOf})
}

// kindOf recognizes a file drawn with one kind by the rules (hex.Solve):
// each case of a planting kind ends as that kind plants (a bridge, fork
// or ring alone; some structure; none at all), "empty" has no moves and
// "tiny" is on the board of side 2. Random files may hold anything.
func kindOf(kind string, input []byte) error {
	cs, err := hex.ReadStrict("drawn", input, hex.HavannahLimits)
	if err != nil {
		return err
	}
	for i, c := range cs {
		got := hex.Solve(c).Kinds
		var ok bool
		switch kind {
		case "bridge":
			ok = got == hex.Bridge
		case "fork":
			ok = got == hex.Fork
		case "ring":
			ok = got == hex.Ring
		case "minimal":
			ok = got != 0 && c.S <= 3
		case "combo", "after", "snake":
			ok = got != 0
		case "full-loop", "near-miss", "triangle", "boundary":
			ok = got == 0
		case "empty":
			ok = len(c.Moves) == 0
		case "tiny":
			ok = c.S == 2
		default:
			ok = true
		}
		if !ok {
			return fmt.Errorf("case %d (side %d, %d moves) ends with %q", i+1, c.S, len(c.Moves), got)
		}
	}
	return nil
}
