package havannah

import (
	"bytes"
	"fmt"
	"strconv"

	"carokit/problems/havannah/hex"
)

// JoinInputs makes one file of the cases of several (problem.Batcher):
// T their total, the cases in order. More than the problem's 200 cases
// is an error: a contestant's program may size its arrays by T.
func (p *Problem) JoinInputs(inputs [][]byte) ([]byte, error) {
	total, size := 0, 16
	for _, in := range inputs {
		t, body, err := splitCount(in)
		if err != nil {
			return nil, err
		}
		total += t
		size += len(body)
	}
	if total > hex.HavannahLimits.MaxT {
		return nil, fmt.Errorf("join: %d cases, more than T ≤ %d", total, hex.HavannahLimits.MaxT)
	}
	out := strconv.AppendInt(make([]byte, 0, size), int64(total), 10)
	out = append(out, '\n')
	for _, in := range inputs {
		_, body, _ := splitCount(in)
		out = append(out, body...)
	}
	return out, nil
}

// SplitOutput cuts the output of JoinInputs(inputs) back per input
// (problem.Batcher): each line must be exactly "Case #g: …\n", g counting
// from 1 over the joined file, and is renumbered within its input. Any
// other form is an error, so that a batch is only judged from output cut
// without doubt; the cases then run one by one and the checker reads
// each output as it always does.
func (p *Problem) SplitOutput(inputs [][]byte, output []byte) ([][]byte, error) {
	parts := make([][]byte, len(inputs))
	g := 0
	for k, in := range inputs {
		t, _, err := splitCount(in)
		if err != nil {
			return nil, err
		}
		var part []byte
		for n := 1; n <= t; n++ {
			g++
			line, rest, ok := bytes.Cut(output, []byte{'\n'})
			prefix := "Case #" + strconv.Itoa(g) + ": "
			if !ok || !bytes.HasPrefix(line, []byte(prefix)) {
				return nil, fmt.Errorf("split: case %d is not a line %q…", g, prefix)
			}
			part = append(part, "Case #"+strconv.Itoa(n)+": "...)
			part = append(append(part, line[len(prefix):]...), '\n')
			output = rest
		}
		parts[k] = part
	}
	if len(output) > 0 {
		return nil, fmt.Errorf("split: output after the last case %d", g)
	}
	return parts, nil
}

// splitCount cuts a canonical stress file into its T and its cases.
func splitCount(in []byte) (int, []byte, error) {
	first, body, ok := bytes.Cut(in, []byte{'\n'})
	t, err := strconv.Atoi(string(first))
	if !ok || err != nil || t < 0 || (len(body) > 0 && body[len(body)-1] != '\n') {
		return 0, nil, fmt.Errorf("join: not a canonical file (T on its own line, lines ending in newline)")
	}
	return t, body, nil
}
