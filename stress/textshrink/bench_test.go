package textshrink

import "testing"

// BenchmarkCandidates is one call on the largest maximum-subarray case
// (2·10^5 numbers, 2 MB): the bounded list the stress engine gets.
func BenchmarkCandidates(b *testing.B) {
	in := maxsumGen(2, 200000, -1e9, 1e9)
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		Candidates(in)
	}
}

// BenchmarkShrinkMaxSum shrinks a 2·10^5-number failing case to
// "1\n-1\n" with the example's keep (validator, then both solutions).
func BenchmarkShrinkMaxSum(b *testing.B) {
	in := maxsumGen(2, 200000, -1e9, -1)
	for b.Loop() {
		if got := Shrink(in, maxsumKeep, 10000); string(got) != "1\n-1\n" {
			b.Fatalf("shrunk to %.40q", got)
		}
	}
}

// BenchmarkShrinkSmall shrinks a small case, the usual size in stress.
func BenchmarkShrinkSmall(b *testing.B) {
	in := maxsumGen(3, 30, -1e9, -1)
	for b.Loop() {
		Shrink(in, maxsumKeep, 10000)
	}
}
