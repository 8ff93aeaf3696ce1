package textshrink

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// The example: "maximum subarray sum", input "N\nA1 … AN\n" with
// 1 ≤ N ≤ 2·10^5 and |Ai| ≤ 10^9; the wrong solution forgets that every
// number may be negative (it allows the empty subarray).

// maxsumValid is the problem's strict validator.
func maxsumValid(in []byte) bool {
	s := string(in)
	first, rest, ok := strings.Cut(s, "\n")
	n, err := strconv.Atoi(first)
	if !ok || err != nil || n < 1 || n > 200000 || strconv.Itoa(n) != first {
		return false
	}
	body, ok := strings.CutSuffix(rest, "\n")
	if !ok || strings.Contains(body, "\n") {
		return false
	}
	nums := strings.Split(body, " ")
	if len(nums) != n {
		return false
	}
	for _, a := range nums {
		v, err := strconv.ParseInt(a, 10, 64)
		if err != nil || v < -1e9 || v > 1e9 || strconv.FormatInt(v, 10) != a {
			return false
		}
	}
	return true
}

// maxsumSolve returns the largest sum of a subarray: non-empty when right
// is set, else (the bug) possibly empty.
func maxsumSolve(in []byte, right bool) int64 {
	_, body, _ := strings.Cut(strings.TrimSpace(string(in)), "\n")
	var best, cur int64
	for i, a := range strings.Fields(body) {
		v, _ := strconv.ParseInt(a, 10, 64)
		cur = max(cur+v, v)
		if !right {
			cur = max(cur, 0)
		}
		if i == 0 && right {
			best = v
		}
		best = max(best, cur)
	}
	return best
}

// maxsumKeep is what stress checks of a candidate: valid, and the wrong
// solution still differs from the right one.
func maxsumKeep(in []byte) bool {
	return maxsumValid(in) && maxsumSolve(in, false) != maxsumSolve(in, true)
}

// maxsumGen is the setter's generator "gen SEED N LO HI".
func maxsumGen(seed uint64, n int, lo, hi int64) []byte {
	r := rand.New(rand.NewPCG(seed, 0))
	var b strings.Builder
	fmt.Fprintf(&b, "%d\n", n)
	for i := range n {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.FormatInt(lo+r.Int64N(hi-lo+1), 10))
	}
	b.WriteByte('\n')
	return []byte(b.String())
}

func TestShrinkMaxSum(t *testing.T) {
	tests := []struct {
		name string
		in   []byte
	}{
		{"hand-made", []byte("5\n-3 -1 -4 -1 -5\n")},
		// the largest numbers: each integer needs about 30 halvings
		{"large numbers", maxsumGen(1, 50, -1e9, -1)},
		// the largest N: removals by halves first
		{"largest N", maxsumGen(2, 200000, -1e9, -1)},
		{"one number", []byte("1\n-1000000000\n")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if !maxsumKeep(tc.in) {
				t.Fatalf("the case does not fail: %.60q", tc.in)
			}
			calls := 0
			got := Shrink(tc.in, func(c []byte) bool { calls++; return maxsumKeep(c) }, 10000)
			if string(got) != "1\n-1\n" {
				t.Errorf("Shrink = %.60q after %d calls, want \"1\\n-1\\n\"", got, calls)
			}
			// What the stress engine does: the first of Candidates kept,
			// asked again; the bounded lists reach the same case.
			cur, steps := tc.in, 0
			for ; steps < 200; steps++ {
				kept := false
				for _, c := range Candidates(cur) {
					if maxsumKeep(c) {
						cur, kept = c, true
						break
					}
				}
				if !kept {
					break
				}
			}
			if string(cur) != "1\n-1\n" {
				t.Errorf("greedy over Candidates = %.60q after %d steps, want \"1\\n-1\\n\"", cur, steps)
			}
			t.Logf("%d bytes shrunk in %d calls of keep by Shrink, %d steps over Candidates", len(tc.in), calls, steps)
		})
	}
}

// maxsumCasesKeep is maxsumKeep for the format with test cases: "T\n"
// and T cases "N\nA1 … AN\n"; the wrong solution fails on one of them.
func maxsumCasesKeep(in []byte) bool {
	first, rest, ok := strings.Cut(string(in), "\n")
	n, err := strconv.Atoi(first)
	if !ok || err != nil || n < 1 || strconv.Itoa(n) != first || strings.Count(rest, "\n") != 2*n {
		return false
	}
	lines := strings.SplitAfter(rest, "\n")
	differs := false
	for i := range n {
		c := []byte(lines[2*i] + lines[2*i+1])
		if !maxsumValid(c) {
			return false
		}
		differs = differs || maxsumSolve(c, false) != maxsumSolve(c, true)
	}
	return differs
}

// TestShrinkMaxSumCases: with several test cases, each with its count,
// the cases that pass go, then the failing one shrinks as alone.
func TestShrinkMaxSumCases(t *testing.T) {
	in := []byte("4\n2\n1 2\n3\n-4 -2 -9\n1\n5\n2\n-3 -8\n")
	if !maxsumCasesKeep(in) {
		t.Fatalf("the case does not fail")
	}
	if got := Shrink(in, maxsumCasesKeep, 1000); string(got) != "1\n1\n-1\n" {
		t.Errorf("Shrink = %q, want \"1\\n1\\n-1\\n\"", got)
	}
}

func TestShrink(t *testing.T) {
	hasSeven := func(c []byte) bool { return strings.Contains(string(c), "7") }
	tests := []struct {
		name     string
		in       string
		keep     func([]byte) bool
		maxSteps int
		want     string
		calls    int // keep's calls, when checked (> 0)
	}{
		// The budget is keep's calls: none allowed, nothing tried.
		{"no steps", "3\n1 7 2\n", hasSeven, 0, "3\n1 7 2\n", 0},
		// One call: the first candidate ("0\n") fails, and that is all.
		{"one step", "3\n1 7 2\n", hasSeven, 1, "3\n1 7 2\n", 1},
		// A planted bug on one token: the rest goes, the count follows.
		{"one token matters", "3\n1 7 2\n", func(c []byte) bool { return maxsumValid(c) && hasSeven(c) }, 100, "1\n7\n", 0},
		// Without a validator the count goes too.
		{"no validator", "3\n1 7 2\n", hasSeven, 100, "7\n", 0},
		// Nothing smaller keeps the failure: the input comes back.
		{"already minimal", "7", hasSeven, 100, "7", 0},
		// A format without a count: lines, then tokens, then integers.
		{"no count", "a b\n12 30\nc\n", func(c []byte) bool { return strings.Contains(string(c), "b") }, 100, "b\n", 0},
		// The sum of the integers must stay at least 10: integers shrink
		// to exactly what is needed.
		{"integers toward 0", "40 50\n", func(c []byte) bool {
			sum := 0
			for _, f := range strings.Fields(string(c)) {
				v, err := strconv.Atoi(f)
				if err != nil {
					return false
				}
				sum += v
			}
			return sum >= 10
		}, 1000, "10\n", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			calls := 0
			got := Shrink([]byte(tc.in), func(c []byte) bool { calls++; return tc.keep(c) }, tc.maxSteps)
			if string(got) != tc.want {
				t.Errorf("Shrink(%q) = %q, want %q", tc.in, got, tc.want)
			}
			if calls > tc.maxSteps || (tc.calls > 0 && calls != tc.calls) {
				t.Errorf("keep called %d times (budget %d, want %d)", calls, tc.maxSteps, tc.calls)
			}
		})
	}
}
