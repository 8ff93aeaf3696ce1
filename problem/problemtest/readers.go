package problemtest

import (
	"bytes"
	"testing"

	"carokit/problem"
)

// checkSamples: every sample validates and parses, its answer is
// accepted against itself, and the reference's output on it is accepted.
func checkSamples(t testing.TB, p problem.Problem, opt Options) {
	s := p.Spec()
	var ref *problem.Solution
	if !opt.ExternalReference {
		r, err := s.SolutionWithRole(problem.RoleReference)
		if err != nil || r.Solve == nil {
			t.Fatalf("%s: no built-in reference to answer the samples (the spec check says why)", s.Name)
		}
		ref = r
	}
	for _, sample := range s.Samples {
		if _, err := validate(p, sample.Name, sample.Input); err != nil {
			t.Errorf("sample %s does not validate: %v", sample.Name, err)
			continue
		}
		if err := parse(p, sample.Input); err != nil {
			t.Errorf("sample %s validates but does not parse: %v", sample.Name, err)
			continue
		}
		if err := check(p, sample.Input, sample.Answer, sample.Answer); err != nil {
			t.Errorf("sample %s: its own answer is rejected: %v", sample.Name, err)
		}
		if ref == nil {
			continue
		}
		out, err := run(ref, p, sample.Input)
		if err != nil {
			t.Errorf("sample %s: the reference %s fails: %v", sample.Name, ref.Name, err)
			continue
		}
		if err := check(p, sample.Input, sample.Answer, out); err != nil {
			t.Errorf("sample %s: the reference %s's output %s is rejected: %v", sample.Name, ref.Name, show(out), err)
		}
	}
}

// check runs p.Check without letting a panic escape.
func check(p problem.Problem, input, answer, output []byte) error {
	return safely("Check", func() error { return p.Check(input, answer, output) })
}

// run runs a built-in solution without letting a panic escape.
func run(sol *problem.Solution, p problem.Problem, input []byte) (out []byte, err error) {
	perr := safely(sol.Name, func() error {
		out, _, err = sol.Run(p, input)
		return nil
	})
	if perr != nil {
		return nil, perr
	}
	return out, err
}

// checkReaders: on every broken input, nothing panics (Validate, Parse,
// Shrink), and whatever Validate accepts Parse accepts.
func checkReaders(t testing.TB, p problem.Problem, opt Options) {
	for _, in := range broken(p.Spec().Samples, opt.Broken) {
		_, verr := validate(p, "broken", in)
		perr := parse(p, in)
		_, serr := shrink(p, in)
		for _, err := range []error{verr, perr, serr} {
			if err != nil && isPanic(err) {
				t.Errorf("input %s: %v", show(in), err)
			}
		}
		if verr == nil && perr != nil {
			t.Errorf("input %s: Validate accepts it, Parse does not: %v", show(in), perr)
		}
	}
}

// broken is the corpus of the no-panic check: the extra inputs, then for
// each sample its prefixes, its lines dropped one at a time, its tokens
// replaced by hostile ones, and whole-file changes (doubled, CRLF, no
// final newline, a NUL, invalid UTF-8, a leading blank).
func broken(samples []problem.Sample, extra [][]byte) [][]byte {
	out := append([][]byte{nil, []byte("\n"), []byte(" "), []byte("0\n"), []byte("-1\n")}, extra...)
	for _, s := range samples {
		in := s.Input
		out = append(out, prefixes(in)...)
		lines := bytes.SplitAfter(in, []byte("\n"))
		for i := range min(len(lines), 32) {
			out = append(out, bytes.Join(append(append([][]byte{}, lines[:i]...), lines[i+1:]...), nil))
		}
		fields := tokenSpans(in)
		for i := range min(len(fields), 32) {
			for _, bad := range [][]byte{[]byte("-1"), []byte("0"), []byte("99999999999999999999"), []byte("x"), []byte("1.5"), []byte("")} {
				f := fields[i]
				out = append(out, bytes.Join([][]byte{in[:f[0]], bad, in[f[1]:]}, nil))
			}
		}
		out = append(out,
			bytes.Repeat(in, 2),
			bytes.ReplaceAll(in, []byte("\n"), []byte("\r\n")),
			bytes.TrimRight(in, "\n"),
			append(append([]byte{}, in...), 0),
			append([]byte{0xff, 0xfe}, in...),
			append([]byte(" "), in...),
			append(append([]byte{}, in...), "1 2 3\n"...),
		)
	}
	return out
}

// prefixes are the input cut after every byte (at most 200 cuts, evenly
// spread, for a long input).
func prefixes(in []byte) [][]byte {
	step := max(1, len(in)/200)
	var out [][]byte
	for k := 0; k < len(in); k += step {
		out = append(out, in[:k])
	}
	return out
}

// tokenSpans are the [start, end) byte offsets of the blank-separated
// tokens of in.
func tokenSpans(in []byte) [][2]int {
	var out [][2]int
	start := -1
	for i, c := range in {
		blank := c == ' ' || c == '\n' || c == '\t' || c == '\r'
		switch {
		case !blank && start < 0:
			start = i
		case blank && start >= 0:
			out = append(out, [2]int{start, i})
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, [2]int{start, len(in)})
	}
	return out
}
