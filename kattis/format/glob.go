package format

import (
	"regexp"
	"strings"
)

// compileGlob turns a submissions.yaml glob into a regular expression by
// the spec's rules, as BAPCtools compiles them: a trailing / is dropped;
// {a,b} is brace expansion (not nested); * matches within one name (not
// /); the rest is literal; the pattern matches a path or any path below
// it (a test is matched by its group's glob, a submission by its
// folder's).
func compileGlob(glob string) *regexp.Regexp {
	glob = strings.TrimSuffix(glob, "/")
	var b strings.Builder
	b.WriteString("^")
	for len(glob) > 0 {
		open := strings.IndexByte(glob, '{')
		close := -1
		if open >= 0 {
			close = strings.IndexByte(glob[open:], '}')
		}
		if open < 0 || close < 0 || strings.ContainsRune(glob[open+1:open+close], '{') {
			if open >= 0 && close >= 0 {
				// "{{x}" : the first { is literal, as Python's
				// re.split("{([^{}]*)}") leaves it.
				b.WriteString(literal(glob[:open+1]))
				glob = glob[open+1:]
				continue
			}
			b.WriteString(literal(glob))
			break
		}
		b.WriteString(literal(glob[:open]))
		alts := strings.Split(glob[open+1:open+close], ",")
		for i, a := range alts {
			alts[i] = literal(strings.TrimSpace(a))
		}
		b.WriteString("(?:" + strings.Join(alts, "|") + ")")
		glob = glob[open+close+1:]
	}
	b.WriteString("(?:/|$)")
	return regexp.MustCompile(b.String())
}

// literal quotes s for a regular expression, with * matching within one
// path element.
func literal(s string) string {
	return strings.ReplaceAll(regexp.QuoteMeta(s), `\*`, `[^/]*`)
}
