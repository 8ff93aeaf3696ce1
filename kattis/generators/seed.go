package generators

import (
	"crypto/sha512"
	"encoding/binary"
	"errors"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// seedPattern is {seed} or {seed:N}.
var seedPattern = regexp.MustCompile(`\{seed(:[0-9]+)?\}`)

// namePattern is {name}.
var namePattern = regexp.MustCompile(`\{name\}`)

// Seed is BAPCtools' seed of a generated test: the SHA-512 of
// randomSalt, then ":" and countValue-1 when countValue is not 1, then
// command (after {{constants}} and {count} are substituted) without its
// leading and trailing white space, taken as a number modulo 2^31.
func Seed(randomSalt, command string, countValue int) uint64 {
	s := randomSalt
	if countValue != 1 {
		s += ":" + strconv.Itoa(countValue-1)
	}
	s += strings.TrimFunc(command, pyIsSpace)
	sum := sha512.Sum512([]byte(s))
	return uint64(binary.BigEndian.Uint32(sum[len(sum)-4:]) & (1<<31 - 1))
}

// pyIsSpace is Python's str.isspace for one character (Go's
// unicode.IsSpace less the four separators Python adds).
func pyIsSpace(r rune) bool {
	return unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f)
}

// substituteArgs puts "testcase" for {name} and the seed for {seed} and
// {seed:N} in each argument, as BAPCtools runs a generator.
func substituteArgs(args []string, seed uint64) []string {
	out := make([]string, len(args))
	s := strconv.FormatUint(seed, 10)
	for i, a := range args {
		a = namePattern.ReplaceAllLiteralString(a, "testcase")
		out[i] = seedPattern.ReplaceAllLiteralString(a, s)
	}
	return out
}

// Args substitutes a command's arguments for one seed, as Item.Command
// has them: for a retry (seed+1, ...) or a stress run's own seeds.
func Args(args []string, seed uint64) []string {
	return substituteArgs(args, seed)
}

// PlanArgs are a command's arguments with {name} as "testcase" and each
// {seed} or {seed:N} as {seed}: for a plan line that puts its seed there
// itself (a retry's seed plus one).
func PlanArgs(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		a = namePattern.ReplaceAllLiteralString(a, "testcase")
		out[i] = seedPattern.ReplaceAllLiteralString(a, "{seed}")
	}
	return out
}

// errNoClosingQuote and errNoEscaped are Python shlex's errors.
var (
	errNoClosingQuote = errors.New("no closing quotation")
	errNoEscaped      = errors.New("no escaped character")
)

// splitCommand splits s into words as Python's shlex.split(s) does
// (POSIX mode, no comments): white space separates words; '...' keeps
// everything; "..." keeps everything but a backslash before " or \;
// outside quotes a backslash keeps the next character.
func splitCommand(s string) ([]string, error) {
	var words []string
	var word strings.Builder
	inWord := false
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case r == ' ' || r == '\t' || r == '\n' || r == '\r':
			if inWord {
				words = append(words, word.String())
				word.Reset()
				inWord = false
			}
		case r == '\\':
			if i+1 >= len(rs) {
				return nil, errNoEscaped
			}
			i++
			word.WriteRune(rs[i])
			inWord = true
		case r == '\'' || r == '"':
			end, err := quoted(rs, i, &word)
			if err != nil {
				return nil, err
			}
			i, inWord = end, true
		default:
			word.WriteRune(r)
			inWord = true
		}
	}
	if inWord {
		words = append(words, word.String())
	}
	return words, nil
}

// quoted copies the quoted part starting at rs[start] into word and
// returns the index of its closing quote.
func quoted(rs []rune, start int, word *strings.Builder) (int, error) {
	q := rs[start]
	for i := start + 1; i < len(rs); i++ {
		r := rs[i]
		switch {
		case r == q:
			return i, nil
		case q == '"' && r == '\\':
			if i+1 >= len(rs) {
				return 0, errNoEscaped
			}
			if next := rs[i+1]; next == '"' || next == '\\' {
				word.WriteRune(next)
				i++
				continue
			}
			word.WriteRune(r)
		default:
			word.WriteRune(r)
		}
	}
	return 0, errNoClosingQuote
}
