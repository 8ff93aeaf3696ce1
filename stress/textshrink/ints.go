package textshrink

import (
	"math"
	"math/big"
	"strconv"
)

// isInt reports whether tok is an integer written canonically: "0", or an
// optional "-" and digits without a leading zero. Only those are changed,
// so that a rewritten integer is canonical too and never longer.
func isInt(tok []byte) bool {
	if len(tok) > 0 && tok[0] == '-' {
		tok = tok[1:]
		if len(tok) == 1 && tok[0] == '0' {
			return false // "-0"
		}
	}
	if len(tok) == 0 || (tok[0] == '0' && len(tok) > 1) {
		return false
	}
	for _, c := range tok {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// towardZero returns the smaller values of the canonical integer tok:
// 0, half of it (rounded toward 0) and one step toward 0, each nil when it
// is tok itself (tok is 0). The sign never flips, so |v'| < |v| and v' is
// never longer than v.
func towardZero(tok []byte) [3][]byte {
	if len(tok) == 1 && tok[0] == '0' {
		return [3][]byte{}
	}
	if v, err := strconv.ParseInt(string(tok), 10, 64); err == nil && v != math.MinInt64 {
		step := int64(1)
		if v < 0 {
			step = -1
		}
		return [3][]byte{{'0'}, strconv.AppendInt(nil, v/2, 10), strconv.AppendInt(nil, v-step, 10)}
	}
	v, _ := new(big.Int).SetString(string(tok), 10)
	half := new(big.Int).Quo(v, big.NewInt(2))
	step := new(big.Int).Sub(v, big.NewInt(int64(v.Sign())))
	return [3][]byte{{'0'}, half.Append(nil, 10), step.Append(nil, 10)}
}
