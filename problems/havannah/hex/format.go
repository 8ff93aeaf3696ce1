package hex

import "strconv"

// Format writes cases as a canonical input file: T, then for each case
// "S M" and M lines "x y".
func Format(cases []Case) []byte {
	n := 8
	for _, c := range cases {
		n += 12 + 10*len(c.Moves)
	}
	b := make([]byte, 0, n)
	b = strconv.AppendInt(b, int64(len(cases)), 10)
	b = append(b, '\n')
	for _, c := range cases {
		b = strconv.AppendInt(b, int64(c.S), 10)
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(len(c.Moves)), 10)
		b = append(b, '\n')
		for _, m := range c.Moves {
			b = strconv.AppendInt(b, int64(m.X), 10)
			b = append(b, ' ')
			b = strconv.AppendInt(b, int64(m.Y), 10)
			b = append(b, '\n')
		}
	}
	return b
}

// FormatAnswers writes one line "Case #n: ANSWER" per result, n from 1.
func FormatAnswers(rs []Result) []byte {
	var b []byte
	for i, r := range rs {
		b = append(b, "Case #"...)
		b = strconv.AppendInt(b, int64(i+1), 10)
		b = append(b, ": "...)
		b = append(b, r.String()...)
		b = append(b, '\n')
	}
	return b
}
