// Package mutate makes automatic mutants of a C, C++ or Python source:
// the classic mutation operators (relational, arithmetic, constants,
// logical connectives, negated conditions, deleted statements, loop
// bounds, swapped indices, narrowed integer types), each mutant one
// edit of the source (a span of bytes and its replacement), with an id
// stable from the source, the operator and the place. The set is
// deterministic from the source and a seed, and capped by sampling
// evenly over operators and lines.
//
// The tokenizer is this package's own (token.go): see
// docs/ARCHITECTURE.md for why no library's.
package mutate

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"
)

// The operators, in the order sampling takes them.
const (
	OpRelational = "relational"  // < ↔ <=, > ↔ >=, == ↔ !=, < → !=
	OpArithmetic = "arithmetic"  // + ↔ -, * ↔ /, and their assignments
	OpConstant   = "constant"    // an integer constant ±1, → 0
	OpLogical    = "logical"     // && ↔ ||, and ↔ or
	OpNegate     = "negate"      // if (c) → if (!(c)), while likewise
	OpDelete     = "delete"      // an assignment, a break, a continue removed
	OpLoopBound  = "loop-bound"  // for (…; i < n; …) → n - 1, n + 1; range(n) likewise
	OpSwapIndex  = "swap-index"  // a[i][j] → a[j][i]
	OpNarrow     = "narrow-type" // long long → int, int64_t → int32_t
)

// Operators lists every operator, in sampling order.
var Operators = []string{OpRelational, OpArithmetic, OpConstant, OpLogical, OpNegate, OpDelete, OpLoopBound, OpSwapIndex, OpNarrow}

// Mutant is one edit of a source: the bytes [Off, End) replaced.
type Mutant struct {
	// ID is 12 hex digits from the source's SHA-256, the operator, the
	// span and the replacement: the same mutant of the same source has
	// the same id on every machine (a plan marks it equivalent by it).
	ID          string `json:"id"`
	Operator    string `json:"operator"`
	Line        int    `json:"line"` // 1-based line of Off
	Off         int    `json:"off"`
	End         int    `json:"end"`
	Original    string `json:"original"`
	Replacement string `json:"replacement"`
}

// Apply returns src with the mutant's edit made.
func (m Mutant) Apply(src []byte) []byte {
	out := make([]byte, 0, len(src)-m.End+m.Off+len(m.Replacement))
	out = append(out, src[:m.Off]...)
	out = append(out, m.Replacement...)
	return append(out, src[m.End:]...)
}

// Diff is the mutant in one line: its line number, the source line and
// the mutated one (the lines the edit spans, joined, blanks squeezed).
func (m Mutant) Diff(src []byte) string {
	lineStart := strings.LastIndexByte(string(src[:m.Off]), '\n') + 1
	lineEnd := len(src)
	if i := strings.IndexByte(string(src[m.End:]), '\n'); i >= 0 {
		lineEnd = m.End + i
	}
	before := squeeze(string(src[lineStart:lineEnd]))
	after := squeeze(string(src[lineStart:m.Off]) + m.Replacement + string(src[m.End:lineEnd]))
	return fmt.Sprintf("line %d: %s → %s", m.Line, before, after)
}

// squeeze puts s on one line with single blanks, cut at 120 bytes.
func squeeze(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 120 {
		s = s[:117] + "..."
	}
	return s
}

// Mutants returns the mutants of src in lang, in source order. When
// there are more than limit (limit > 0), limit of them are chosen,
// evenly over the operators (one of each in turn) and, within an
// operator, over the lines (a line drawn by seed, then the next one),
// so that a long source's mutants are not all of its first function.
// The same src, lang, seed and limit give the same mutants.
func Mutants(src []byte, lang Lang, seed uint64, limit int) []Mutant {
	all := candidates(src, lang)
	if limit > 0 && len(all) > limit {
		all = sample(all, seed, limit)
	}
	slices.SortFunc(all, func(a, b Mutant) int {
		return cmp.Or(cmp.Compare(a.Off, b.Off), cmp.Compare(a.End, b.End), cmp.Compare(a.Operator, b.Operator), cmp.Compare(a.Replacement, b.Replacement))
	})
	return all
}

// candidates is every mutant of src, each edit once, with its id.
func candidates(src []byte, lang Lang) []Mutant {
	toks := Tokenize(src, lang)
	var edits []Mutant
	if lang == Python {
		edits = pythonEdits(newStream(string(src), toks))
	} else {
		edits = cEdits(newStream(string(src), toks))
	}
	sum := sha256.Sum256(src)
	type edit struct {
		off, end    int
		replacement string
	}
	seen := map[edit]bool{}
	out := edits[:0]
	for _, m := range edits {
		m.Original = string(src[m.Off:m.End])
		key := edit{m.Off, m.End, m.Replacement}
		if m.Original == m.Replacement || seen[key] {
			continue
		}
		seen[key] = true
		m.ID = mutantID(sum[:], m)
		out = append(out, m)
	}
	return out
}

func mutantID(sum []byte, m Mutant) string {
	h := sha256.New()
	h.Write(sum)
	fmt.Fprintf(h, "\x00%s\x00%d\x00%d\x00%s", m.Operator, m.Off, m.End, m.Replacement)
	return hex.EncodeToString(h.Sum(nil)[:6])
}

// sample chooses limit mutants: per operator, its lines in an order drawn
// from seed, one mutant of each line in turn; then the operators in
// turn, one mutant each, until limit.
func sample(all []Mutant, seed uint64, limit int) []Mutant {
	var queues [][]Mutant
	for k, op := range Operators {
		byLine := map[int][]Mutant{}
		var lines []int
		for _, m := range all {
			if m.Operator != op {
				continue
			}
			if byLine[m.Line] == nil {
				lines = append(lines, m.Line)
			}
			byLine[m.Line] = append(byLine[m.Line], m)
		}
		// Each operator its own order of lines, so that together they
		// cover many.
		opSeed := mix(seed, uint64(k))
		slices.SortFunc(lines, func(a, b int) int { return cmp.Compare(mix(opSeed, uint64(a)), mix(opSeed, uint64(b))) })
		for _, l := range lines {
			ms := byLine[l]
			slices.SortFunc(ms, func(a, b Mutant) int { return cmp.Compare(a.ID, b.ID) })
		}
		var q []Mutant
		for round := 0; len(q) < len(all); round++ {
			added := false
			for _, l := range lines {
				if ms := byLine[l]; round < len(ms) {
					q, added = append(q, ms[round]), true
				}
			}
			if !added {
				break
			}
		}
		queues = append(queues, q)
	}
	var out []Mutant
	for round := 0; len(out) < limit; round++ {
		for _, q := range queues {
			if round < len(q) && len(out) < limit {
				out = append(out, q[round])
			}
		}
	}
	return out
}

// mix is a 64-bit hash of (seed, x) (splitmix64's finalizer).
func mix(seed, x uint64) uint64 {
	z := seed ^ (x+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// ValidID says id has the form of a mutant's id: 12 lowercase
// hexadecimal digits.
func ValidID(id string) bool {
	if len(id) != 12 {
		return false
	}
	_, err := hex.DecodeString(id)
	return err == nil && strings.ToLower(id) == id
}
