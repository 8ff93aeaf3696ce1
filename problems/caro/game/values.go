package game

import "carokit/subtasks"

// Values are the sizes subtasks limit: N and K.
func Values(c *Case) subtasks.Values {
	return subtasks.Values{"N": int64(c.N), "K": int64(len(c.Moves))}
}

// ShrinkText reads input leniently and returns the text of each shrink candidate.
func ShrinkText(input []byte, lim Limits) [][]byte {
	c, err := ReadLenient("", input, lim)
	if err != nil {
		return nil
	}
	var out [][]byte
	for _, s := range ShrinkCandidates(c) {
		out = append(out, s.Text())
	}
	return out
}

// ShrinkOrderText is ShrinkOrder of input read leniently, nil when it
// does not read: the measure Caro's contract test holds shrinking to.
func ShrinkOrderText(input []byte, lim Limits) []int64 {
	c, err := ReadLenient("", input, lim)
	if err != nil {
		return nil
	}
	return ShrinkOrder(c)
}
