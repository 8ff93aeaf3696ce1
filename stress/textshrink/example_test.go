package textshrink_test

import (
	"fmt"
	"slices"

	"carokit/stress/textshrink"
)

// The first candidates of an input whose first line counts the tokens
// after it: the count follows every removal.
func ExampleCandidates() {
	for _, c := range textshrink.Candidates([]byte("3\n-5 2 -7\n"))[:5] {
		fmt.Printf("%q\n", c)
	}
	// Output:
	// "0\n"
	// "2\n2 -7\n"
	// "1\n-5\n"
	// "2\n-5 -7\n"
	// "2\n-5 2\n"
}

// Test cases with counts of their own: whole cases go first, and a
// case's count follows the removals within it.
func ExampleCandidates_testCases() {
	cs := textshrink.Candidates([]byte("2\n1\n4\n2\n-5 -7\n"))
	fmt.Printf("%q\n", cs[:3])
	fmt.Println(slices.ContainsFunc(textshrink.Candidates([]byte("1\n2\n-5 -7\n")), func(c []byte) bool { return string(c) == "1\n1\n-7\n" }))
	// Output:
	// ["0\n" "1\n2\n-5 -7\n" "1\n1\n4\n"]
	// true
}

// Args proposes smaller generator arguments, smallest first.
func ExampleArgs() {
	for _, args := range textshrink.Args([]string{"{seed}", "10", "-5", "5"}) {
		fmt.Println(args)
	}
	// Output:
	// [{seed} 1 -1 1]
	// [{seed} 2 -2 2]
	// [{seed} 5 -5 5]
}
