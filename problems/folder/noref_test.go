package folder

import (
	"strings"
	"testing"

	"carokit/problem"
)

// TestNoReference: a folder whose every test brings its .ans needs no
// accepted submission carokit can run (BAPCtools' testexpectations has
// none: its accepted/ holds a link out of the folder): the reference
// answers with the folder's own answers. An input the folder has no
// answer for says what the reference is needed for.
func TestNoReference(t *testing.T) {
	needTools(t)
	p := open(t, "noref")
	var ref *problem.Solution
	for i, s := range p.Spec().Solutions {
		if s.Role == problem.RoleReference {
			ref = &p.Spec().Solutions[i]
		}
	}
	if ref == nil {
		t.Fatal("no reference solution")
	}
	cases := []struct {
		name, input, want, err string
		why                    string
	}{
		{"secret test", "20 22\n", "42\n", "", "data/secret/1.ans answers its input"},
		{"sample", "1 2\n", "3\n", "", "the samples' answers count too"},
		{"no answer", "7 8\n", "", "needs it to make its .ans", "a generated input without .ans needs the reference: say so"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, _, err := ref.Solve([]byte(c.input))
			switch {
			case c.err != "":
				if err == nil || !strings.Contains(err.Error(), c.err) || !strings.Contains(err.Error(), "no accepted submission") {
					t.Fatalf("Solve(%q) = %q, %v; want an error saying %q and why (%s)", c.input, out, err, c.err, c.why)
				}
			case err != nil || string(out) != c.want:
				t.Fatalf("Solve(%q) = %q, %v; want %q: %s", c.input, out, err, c.want, c.why)
			}
		})
	}
}
