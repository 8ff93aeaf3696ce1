package problem

import (
	"bytes"
	"fmt"
)

// CompareTokens accepts output when it holds exactly the whitespace-separated
// tokens of answer, in order: the usual "token by token, whitespace
// insensitive" checker. Problems with plain answers use it in Check.
func CompareTokens(answer, output []byte) error {
	want, got := bytes.Fields(answer), bytes.Fields(output)
	for i := 0; i < len(want) || i < len(got); i++ {
		switch {
		case i >= len(got):
			if len(got) == 0 {
				return fmt.Errorf("output is empty, expected %s", quoteToken(want[i]))
			}
			return fmt.Errorf("output ends after %d tokens, expected %s next", len(got), quoteToken(want[i]))
		case i >= len(want):
			return fmt.Errorf("extra output after the answer: %s", quoteToken(got[i]))
		case !bytes.Equal(want[i], got[i]):
			return fmt.Errorf("token %d: expected %s, found %s", i+1, quoteToken(want[i]), quoteToken(got[i]))
		}
	}
	return nil
}

// quoteToken keeps a message one short line whatever the program printed.
func quoteToken(b []byte) string {
	const max = 40
	if len(b) > max {
		return fmt.Sprintf("%q…", b[:max])
	}
	return fmt.Sprintf("%q", b)
}
