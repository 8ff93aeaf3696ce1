package havannah_test

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"carokit/problem"
	"carokit/problems/havannah"
)

// checkPlantedCatch runs every built-in declared wrong and every mutant on
// the tests of a built package (a file tree) that gen/havannah's planted
// kinds made (not the sample, not the random walks), and wants each
// failing one of them in every subtask where it is declared WA: the
// planted kinds, not luck, must catch each mistake of HAVANNAH.md. The
// certification inside testpkg.Build checks the same over all tests.
func checkPlantedCatch(t *testing.T, tree map[string][]byte) {
	p := havannah.New()
	var wrong []problem.Solution
	for _, s := range append(append([]problem.Solution(nil), p.Spec().Solutions...), p.Spec().Mutants...) {
		for id := 1; id <= len(p.Spec().Subtasks); id++ {
			if s.ExpectedIn(id) == problem.WA {
				wrong = append(wrong, s)
				break
			}
		}
	}
	if len(wrong) < 7+len(p.Spec().Mutants) {
		t.Fatalf("%d wrong built-ins and mutants, want the seven mistakes and every mutant", len(wrong))
	}
	for _, s := range wrong {
		for id := 1; id <= len(p.Spec().Subtasks); id++ {
			if s.ExpectedIn(id) != problem.WA {
				continue
			}
			if by := plantedCatcher(p, s, id, tree); by == "" {
				t.Errorf("%s: no planted test of subtask %d catches it", s.Name, id)
			} else {
				t.Logf("%s: subtask %d caught by %s", s.Name, id, by)
			}
		}
	}
}

// plantedCatcher returns the first planted test of subtask id that s
// fails, or "".
func plantedCatcher(p *havannah.Problem, s problem.Solution, id int, tree map[string][]byte) string {
	prefix := fmt.Sprintf("data/secret/subtask%d/", id)
	for _, name := range slices.Sorted(maps.Keys(tree)) {
		in := tree[name]
		if !strings.HasPrefix(name, prefix) || !strings.HasSuffix(name, ".in") || strings.HasSuffix(name, "-random.in") {
			continue
		}
		out, _, err := s.Run(p, in)
		if err != nil || p.Check(in, tree[strings.TrimSuffix(name, ".in")+".ans"], out) != nil {
			return name
		}
	}
	return ""
}
