package textshrink

import "math/big"

// Args shrinks a generator's numeric arguments, for drawing small cases
// before the ones the setter asked for. It returns candidate argument
// lists, smallest first, each with every integer argument's absolute value
// capped at 1, 2, 5, 10, 20, 50, … below the largest one (its sign kept,
// 0 left 0), and every other argument ("{seed}", a file name, "--n")
// unchanged: for "{seed} 10 -5 5" that is "{seed} 1 -1 1", "{seed} 2 -2 2"
// and "{seed} 5 -5 5". The arguments themselves are not among the
// candidates; without an integer argument there are none. An integer is
// canonical, as in Candidates; pass the arguments before the seed is
// substituted, or the seed is capped too.
func Args(args []string) [][]string {
	var ints []int
	var largest *big.Int
	vals := make([]*big.Int, len(args))
	for i, a := range args {
		if !isInt([]byte(a)) {
			continue
		}
		v, _ := new(big.Int).SetString(a, 10)
		vals[i] = v.Abs(v)
		ints = append(ints, i)
		if largest == nil || vals[i].Cmp(largest) > 0 {
			largest = vals[i]
		}
	}
	var out [][]string
	for k := 0; largest != nil; k++ {
		c := capAt(k)
		if c.Cmp(largest) >= 0 {
			break
		}
		list := append([]string(nil), args...)
		for _, i := range ints {
			if vals[i].Cmp(c) > 0 {
				list[i] = signed(args[i], c)
			}
		}
		out = append(out, list)
	}
	return out
}

// capAt is the k-th cap of the 1, 2, 5 series: 1, 2, 5, 10, 20, 50, …
func capAt(k int) *big.Int {
	mant := [3]int64{1, 2, 5}[k%3]
	ten := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(k/3)), nil)
	return ten.Mul(ten, big.NewInt(mant))
}

// signed is c with the sign of the integer a.
func signed(a string, c *big.Int) string {
	if a[0] == '-' {
		return "-" + c.String()
	}
	return c.String()
}
