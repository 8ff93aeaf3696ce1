package testpkg

import (
	"slices"
	"testing"
)

// TestStartOrder: the large subtasks start first so that no large test is
// left to run alone at the end, and a subtask's tests keep plan order so
// that each can skip the mutants the tests before it killed.
func TestStartOrder(t *testing.T) {
	var tests []*test
	for _, st := range []int{1, 1, 2, 3, 3, 2} {
		tests = append(tests, &test{subtask: st, index: len(tests) + 1})
	}
	var got []int
	for _, t := range startOrder(tests) {
		got = append(got, t.index)
	}
	if want := []int{4, 5, 3, 6, 1, 2}; !slices.Equal(got, want) {
		t.Errorf("start order %v, want %v", got, want)
	}
	if tests[0].index != 1 || tests[3].index != 4 {
		t.Error("startOrder reordered the plan's own list")
	}
}
