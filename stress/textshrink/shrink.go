package textshrink

// Shrink greedily applies the candidates: it keeps the first candidate
// for which keep(candidate) is true (the caller checks validity and that
// the failure is the same) and asks again, until none is kept or keep has
// been called maxSteps times. It returns the last kept input (input
// itself when none was). The candidates are those of All, in order and
// rendered one at a time, so a huge input costs only what is tried; since
// each is smaller than the one before (see Candidates), Shrink ends even
// without the bound.
func Shrink(input []byte, keep func([]byte) bool, maxSteps int) []byte {
	cur, calls := input, 0
	for calls < maxSteps {
		kept := false
		for c := range All(cur) {
			if calls >= maxSteps {
				break
			}
			calls++
			if keep(c) {
				cur, kept = c, true
				break
			}
		}
		if !kept {
			break
		}
	}
	return cur
}
