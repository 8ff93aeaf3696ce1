package judge

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"carokit/problem"
	"carokit/problem/problemtest/fake"
)

// drawer is a fake problem that draws "file" or "case N".
type drawer struct{ *fake.Sum }

func (drawer) Render([]byte, int, string) ([]byte, error) { return []byte("file"), nil }

// cases is drawer with single cases.
type cases struct{ drawer }

func (cases) RenderCase(_ []byte, n, _ int, _ string) ([]byte, error) {
	return []byte(fmt.Sprintf("case %d", n)), nil
}

// big draws a picture over the bound.
type big struct{ drawer }

func (big) Render([]byte, int, string) ([]byte, error) {
	return []byte(strings.Repeat("x", pictureMaxTextBytes+1)), nil
}

func TestDrawFailure(t *testing.T) {
	caseErr := &problem.CaseError{Case: 3, Err: errors.New("expected none")}
	cs := []struct {
		name string
		p    problem.Problem
		size int64
		err  error
		want string
	}{
		// A problem that draws nothing: no picture.
		{"no renderer", sumProblem(nil), 10, caseErr, ""},
		// A one-case file is drawn whole.
		{"file", drawer{}, 10, errors.New("wrong"), "file"},
		// The checker named case 3 and the problem draws cases: case 3,
		// not the file's first (what judge --verbose drew before).
		{"failing case", cases{}, 10, caseErr, "case 3"},
		// Wrapped, as a caller adding context would.
		{"wrapped case", cases{}, 10, fmt.Errorf("test 07: %w", caseErr), "case 3"},
		// A big multi-case file is still drawn at its failing case...
		{"big file, one case", cases{}, pictureMaxBytes * 10, caseErr, "case 3"},
		// ...but a big file without a named case is not drawn at all,
		{"big file", cases{}, pictureMaxBytes * 10, errors.New("wrong"), ""},
		// ...nor is a file past the multi-case bound.
		{"huge file", cases{}, caseFileMaxBytes + 1, caseErr, ""},
		// A picture over its bound is dropped.
		{"big picture", big{}, 10, errors.New("wrong"), ""},
	}
	for _, c := range cs {
		got := drawFailure(c.p, c.size, c.err, func() ([]byte, error) { return []byte("input"), nil })
		if got != c.want {
			t.Errorf("%s: drew %.20q, want %q", c.name, got, c.want)
		}
	}
}
