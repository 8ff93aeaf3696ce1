package problems

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carokit/problem"
)

// TestEveryProblemIsComplete: each registered problem is found by its own
// name, has the built-in oracle stress compares against by default, and
// holds itself to the problem contract (problem/problemtest: the spec,
// samples, readers, shrinking, random cases and kinds) in a test of its
// own package, so a new problem cannot half-plug in.
func TestEveryProblemIsComplete(t *testing.T) {
	for _, name := range Names() {
		p, err := Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Spec().Name; got != name {
			t.Errorf("%s: the spec names the problem %q", name, got)
		}
		if _, err := p.Spec().SolutionWithRole(problem.RoleOracle); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		contract := filepath.Join(name, "contract_test.go")
		if src, err := os.ReadFile(contract); err != nil {
			t.Errorf("%s: no contract test: %v", name, err)
		} else if !strings.Contains(string(src), "problemtest.Run(t, ") {
			t.Errorf("%s: %s does not call problemtest.Run on the problem", name, contract)
		}
	}
	if _, err := Lookup("chess"); !problem.IsParamError(err) {
		t.Errorf("unknown problem must be a usage error: %v", err)
	}
}
