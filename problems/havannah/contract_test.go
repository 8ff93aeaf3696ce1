package havannah_test

import (
	"testing"

	"carokit/problem/problemtest"
	"carokit/problems/havannah"
)

// TestContract holds havannah to the problem.Problem contract the engine
// relies on (package problemtest).
func TestContract(t *testing.T) {
	problemtest.Run(t, havannah.New(), problemtest.Options{Size: problemtest.Magnitude})
}
