package check

import (
	"errors"
	"math"
	"strconv"
)

// parseFloat reads tok as a floating-point number of the Kattis format's
// grammar ("General requirements" of 2025-09, the same in legacy):
//
//	float        {sign}? {significand} {exponent}?
//	significand  {digit}* "." {digit}+ | {digit}+ "." | {digit}+
//	exponent     [Ee] {sign}? {digit}+
//
// so no hexadecimal, no "inf" or "nan", no digit separators. ok is false
// for a token outside the grammar and for one too large for a float64
// (which has no finite closest value); a number too small is its closest
// value, 0 or a subnormal.
func parseFloat(tok []byte) (v float64, ok bool) {
	if !floatSyntax(tok) {
		return 0, false
	}
	v, err := strconv.ParseFloat(string(tok), 64)
	if err != nil && !(errors.Is(err, strconv.ErrRange) && !math.IsInf(v, 0)) {
		return 0, false
	}
	return v, true
}

// floatSyntax says tok is in the grammar of parseFloat.
func floatSyntax(tok []byte) bool {
	i := 0
	sign := func() {
		if i < len(tok) && (tok[i] == '+' || tok[i] == '-') {
			i++
		}
	}
	digits := func() int {
		start := i
		for i < len(tok) && tok[i] >= '0' && tok[i] <= '9' {
			i++
		}
		return i - start
	}
	sign()
	whole := digits()
	frac := 0
	if i < len(tok) && tok[i] == '.' {
		i++
		frac = digits()
	}
	if whole == 0 && frac == 0 {
		return false
	}
	if i < len(tok) && (tok[i] == 'e' || tok[i] == 'E') {
		i++
		sign()
		if digits() == 0 {
			return false
		}
	}
	return i == len(tok)
}
