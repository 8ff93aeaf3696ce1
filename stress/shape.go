package stress

import (
	"bytes"
	"strings"

	"carokit/problem"
)

// shapeKey is the key stress --keep-going groups shrunk failures by: the
// problem's own (problem.Shaper: for Caro, the moves up to translation),
// else the shrunk case's tokens, each line's separated by one space, so
// that only the layout of whitespace is forgotten. The generic key keeps
// the numbers: shrinking has already made them as small as the failure
// allows, so those left are usually what the bug needs (a sum that is
// wrong on 77 and on 88 has two bugs, while their relabeling by rank
// order would be one shape).
func shapeKey(p problem.Problem, shrunk []byte) string {
	if s, ok := p.(problem.Shaper); ok {
		return s.ShapeKey(shrunk)
	}
	var b strings.Builder
	for line := range bytes.Lines(shrunk) {
		if f := bytes.Fields(line); len(f) > 0 {
			b.Write(bytes.Join(f, []byte(" ")))
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// groupByShape keeps, of failures sorted by index, the first of each
// verdict and shape, counting in Count how many failures it stands for (a failure
// read from a shard's result may stand for several already; one without
// a shape, from an older result, is its own shrunk case).
func groupByShape(failures []Failure) []Failure {
	pos := map[string]int{}
	var out []Failure
	for _, f := range failures {
		key := f.Shape
		if key == "" {
			key = "bytes:" + string(f.Shrunk)
		}
		key = string(f.Verdict) + " " + key // a crash and a wrong answer are two bugs
		n := max(f.Count, 1)
		if i, ok := pos[key]; ok {
			out[i].Count += n
			continue
		}
		pos[key] = len(out)
		f.Count = n
		out = append(out, f)
	}
	return out
}
