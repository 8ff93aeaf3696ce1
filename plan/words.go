package plan

import (
	"fmt"
	"strconv"
	"strings"
)

// A plan line's words are separated by blanks and tabs; '#' outside
// quotes starts a comment. A word, or a part of one, written in single
// quotes keeps everything in it as it is (blanks, '#'), a doubled quote
// ('') standing for one: 'two words', 'it''s', --title='a # b'. This is
// YAML's single-quoted style, so a generators.yaml argument with spaces
// (as BAPCtools' shlex splits it) can be one word of a plan.

// word is one word of a line: its text, its 1-based byte column, and
// whether any of it was quoted (a quoted word is never a label).
type word struct {
	text   string
	col    int
	quoted bool
}

// splitLine splits a line (without its newline) into words, dropping its
// comment. A quote left open is an error at its column.
func splitLine(line string) ([]word, int, string) {
	var words []word
	var b strings.Builder
	cur := word{col: -1}
	end := func() {
		if cur.col >= 0 {
			cur.text = b.String()
			words = append(words, cur)
		}
		b.Reset()
		cur = word{col: -1}
	}
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			end()
		case c == '#':
			end()
			return words, 0, ""
		case c == '\'':
			if cur.col < 0 {
				cur.col = i + 1
			}
			cur.quoted = true
			j, ok := closeQuote(line, i+1, &b)
			if !ok {
				return words, i + 1, "quote not closed: end the quoted word with ' (write '' for a quote inside it)"
			}
			i = j
		default:
			if cur.col < 0 {
				cur.col = i + 1
			}
			b.WriteByte(c)
		}
	}
	end()
	return words, 0, ""
}

// closeQuote copies the quoted text starting at line[from] into b and
// returns the index of the closing quote.
func closeQuote(line string, from int, b *strings.Builder) (int, bool) {
	for j := from; j < len(line); j++ {
		if line[j] != '\'' {
			b.WriteByte(line[j])
			continue
		}
		if j+1 < len(line) && line[j+1] == '\'' {
			b.WriteByte('\'')
			j++
			continue
		}
		return j, true
	}
	return 0, false
}

// Quote writes s as one plan word: as it is when it can be, else in
// single quotes. A word holding a newline cannot be written in a plan
// line: Quote returns an error for it.
func Quote(s string) (string, error) {
	if strings.ContainsAny(s, "\n") {
		return "", fmt.Errorf("argument %s holds a newline, which a plan line cannot", strconv.Quote(s))
	}
	if s != "" && !strings.ContainsAny(s, " \t\r#'") {
		return s, nil
	}
	return "'" + strings.ReplaceAll(s, "'", "''") + "'", nil
}

// quoteAll is the words written as one line's text, each quoted as
// needed (no word read from a line holds a newline).
func quoteAll(words []string) string {
	out := make([]string, len(words))
	for i, w := range words {
		q, err := Quote(w)
		if err != nil {
			q = strconv.Quote(w)
		}
		out[i] = q
	}
	return strings.Join(out, " ")
}
