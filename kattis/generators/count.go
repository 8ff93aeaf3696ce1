package generators

import (
	"fmt"
	"regexp"
	"strconv"

	"go.yaml.in/yaml/v3"
)

// testKeys are the keys that make a mapping a test, not a group
// (BAPCtools' UNIQUE_TESTCASE_KEYS).
var testKeys = []string{"copy", "generate", "count", "match",
	"in", "ans", "out", "in.statement", "ans.statement", "in.download", "ans.download", "interaction", "yaml"}

// isTestCase says whether a data: value is a test: null, a command, or a
// mapping with a test's key.
func isTestCase(n *yaml.Node) bool {
	n = deref(n)
	if isNull(n) {
		return true
	}
	if _, ok := str(n); ok {
		return true
	}
	if n.Kind != yaml.MappingNode {
		return false
	}
	for _, kv := range pairs(n) {
		if k, ok := str(kv[0]); ok {
			for _, t := range testKeys {
				if k == t {
					return true
				}
			}
		}
	}
	return false
}

// isDirectory says whether a data: value is a group.
func isDirectory(n *yaml.Node) bool {
	return isMap(n) && !isTestCase(n)
}

// countNode returns a test's count: value when it has one BAPCtools
// reads (an integer, a list or a string).
func countNode(n *yaml.Node) *yaml.Node {
	n = deref(n)
	if !isMap(n) {
		return nil
	}
	for _, kv := range pairs(n) {
		if k, ok := str(kv[0]); ok && k == "count" {
			v := deref(kv[1])
			if v == nil || v.Kind == yaml.MappingNode {
				return nil
			}
			if _, isInt := integer(v); isInt || v.Kind == yaml.SequenceNode {
				return v
			}
			if _, isStr := str(v); isStr {
				return v
			}
			return nil
		}
	}
	return nil
}

var inclusiveRange = regexp.MustCompile(`^(-?\d+)\.\.=(-?\d+)$`)

// parseCount returns a test's count values: [1] without count:, 1..N for
// count: N (1 <= N <= 100), the list for count: [a, b], lo..hi for
// count: lo..=hi (at most 100).
func parseCount(n *yaml.Node) ([]int, error) {
	c := countNode(n)
	if c == nil {
		return []int{1}, nil
	}
	at := fmt.Sprintf("%d:%d", c.Line, c.Column)
	if v, ok := integer(c); ok {
		if v < 1 || v > 100 {
			return nil, fmt.Errorf("%s: count %d must be between 1 and 100", at, v)
		}
		out := make([]int, v)
		for i := range out {
			out[i] = i + 1
		}
		return out, nil
	}
	if s, ok := str(c); ok {
		m := inclusiveRange.FindStringSubmatch(s)
		if m == nil {
			return nil, fmt.Errorf("%s: count %q must be a number, a list of numbers or a range like -4..=5", at, s)
		}
		lo, err1 := strconv.Atoi(m[1])
		hi, err2 := strconv.Atoi(m[2])
		switch {
		case err1 != nil || err2 != nil:
			return nil, fmt.Errorf("%s: count range %q is out of range", at, s)
		case lo > hi:
			return nil, fmt.Errorf("%s: count range %q: start %d must be <= end %d", at, s, lo, hi)
		case hi-lo+1 > 100:
			return nil, fmt.Errorf("%s: count range %q has %d values, more than 100", at, s, hi-lo+1)
		}
		var out []int
		for v := lo; v <= hi; v++ {
			out = append(out, v)
		}
		return out, nil
	}
	return countList(c, at)
}

// countList reads count: [a, b, ...]: distinct integers, 1 to 100 of them.
func countList(c *yaml.Node, at string) ([]int, error) {
	seen := map[int]bool{}
	var out []int
	for _, e := range c.Content {
		v, ok := integer(e)
		if !ok {
			return nil, fmt.Errorf("%s: count list: %s is not an integer", at, deref(e).Value)
		}
		if seen[v] {
			return nil, fmt.Errorf("%s: count list: %d is there twice", at, v)
		}
		seen[v] = true
		out = append(out, v)
	}
	if len(out) < 1 || len(out) > 100 {
		return nil, fmt.Errorf("%s: count list must have 1 to 100 values, has %d", at, len(out))
	}
	return out, nil
}

// countNumbered counts the numbered tests of the whole file, which sets
// the width of their numbers (BAPCtools' count in _parse_root). Errors of
// count: are reported where the tests are parsed.
func (p *parser) countNumbered(n *yaml.Node) int {
	n = deref(n)
	var data *yaml.Node
	for _, kv := range pairs(n) {
		if k, ok := str(kv[0]); ok && k == "data" {
			data = deref(kv[1])
		}
	}
	var entries []*yaml.Node
	numbered := false
	switch {
	case isMap(data):
		entries = []*yaml.Node{data}
	case data != nil && data.Kind == yaml.SequenceNode:
		entries, numbered = data.Content, true
	default:
		return 0
	}
	total := 0
	for _, e := range entries {
		e = deref(e)
		if !isMap(e) {
			continue
		}
		for _, kv := range pairs(e) {
			v := kv[1]
			switch {
			case isTestCase(v) && numbered:
				vals, err := parseCount(v)
				if err != nil {
					vals = []int{1}
				}
				total += len(vals)
			case isDirectory(v):
				total += p.countNumbered(v)
			}
		}
	}
	return total
}

// numberedName is the name of the i-th numbered test or group of n: i
// zero-padded to the width of n, then "-key" when the key is not empty.
func numberedName(key string, i, n int) string {
	num := fmt.Sprintf("%0*d", len(strconv.Itoa(n)), i)
	if key == "" {
		return num
	}
	return num + "-" + key
}

// countSuffix is the "-VALUE" a count adds to a name, zero-padded to the
// widest value when the values are consecutive.
func countSuffix(vals []int, v int) string {
	lo, hi, width := vals[0], vals[0], 0
	for _, x := range vals {
		lo, hi = min(lo, x), max(hi, x)
		width = max(width, len(strconv.Itoa(x)))
	}
	if hi-lo != len(vals)-1 {
		width = 0
	}
	return fmt.Sprintf("-%0*d", width, v)
}
