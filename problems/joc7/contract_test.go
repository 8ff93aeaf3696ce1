package joc7_test

import (
	"testing"

	"carokit/problem/problemtest"
	"carokit/problems/joc7"
)

// TestContract holds joc7 to the problem.Problem contract the engine
// relies on (package problemtest).
func TestContract(t *testing.T) {
	problemtest.Run(t, joc7.New(), problemtest.Options{Size: problemtest.Magnitude})
}
