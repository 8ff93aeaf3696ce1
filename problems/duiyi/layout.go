package duiyi

import "carokit/input"

// checkLayout holds an input to the dialect's layout, which the strict
// validators (Validate, assets/validator.cpp) check before the numbers:
// numbers written canonically (digits only: no sign, no leading zero),
// separated by runs of spaces and line breaks, which carry no meaning
// (the statement's own samples put every move on one line, after two
// spaces), the first number at the first byte and one line break right
// after the last. It rejects each of BAPCtools' generic invalid inputs
// (validator_tests.py: leading_zero, leading_space, leading_plus,
// trailing_newline, append_space, drop_newline, windows_newline).
func checkLayout(name string, data []byte) error {
	r := input.NewStrict(name, data)
	switch {
	case len(data) == 0:
		r.Errorf(0, "empty input: expected integer n")
	case data[0] == ' ' || data[0] == '\n':
		r.Errorf(0, "whitespace before n: the input starts with its first number")
	}
	for i := 0; i < len(data) && r.Err() == nil; i++ {
		c := data[i]
		startsNumber := i == 0 || data[i-1] == ' ' || data[i-1] == '\n'
		switch {
		case c == ' ' || c == '\n':
		case c == '\r':
			r.Errorf(i, `carriage return: lines end with "\n" alone`)
		case c < '0' || c > '9':
			r.Errorf(i, "expected a digit, a space or a line break, found %q", c)
		case startsNumber && c == '0' && i+1 < len(data) && data[i+1] >= '0' && data[i+1] <= '9':
			r.Errorf(i, "leading zero")
		}
	}
	switch n := len(data); {
	case r.Err() != nil:
	case data[n-1] != '\n':
		r.Errorf(n, "no line break after the last number")
	case n >= 2 && (data[n-2] == ' ' || data[n-2] == '\n'):
		r.Errorf(n-2, "whitespace after the last number: one line break ends the input")
	}
	return r.Err()
}
