package havannah_test

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"carokit/internal/filetree"
	"carokit/problem"
	"carokit/problems/havannah"
	"carokit/testpkg"
)

// TestCheck: the checker's verdicts, each naming the case at fault.
func TestCheck(t *testing.T) {
	answer := "Case #1: bridge in move 2\nCase #2: none\nCase #3: bridge-fork in move 5\n"
	cases := []struct {
		name, output, want string // want "" = accepted, else a part of the message
	}{
		// The answer itself.
		{"exact", answer, ""},
		// A judge's checker reads words: spacing and CRLF do not matter.
		{"spacing", "Case  #1:\tbridge in move 2\r\nCase #2: none\nCase #3:  bridge-fork in   move 5", ""},
		// The third case missing.
		{"missing-case", "Case #1: bridge in move 2\nCase #2: none\n", "case 3: missing"},
		// A fourth case printed.
		{"extra-case", answer + "Case #4: none\n", "after the last case 3"},
		// Cases numbered from 0.
		{"wrong-number", "Case #0: bridge in move 2\n", `case 1: output:1:6: expected "#1:", found "#0:"`},
		// A plural is not a structure.
		{"wrong-name", "Case #1: bridges in move 2\n", `case 1: output:1:10: unknown structure "bridges"`},
		// The statement's order is bridge, fork, ring.
		{"wrong-order", "Case #1: bridge in move 2\nCase #2: none\nCase #3: fork-bridge in move 5\n", `case 3: output:3:10: unknown structure "fork-bridge"`},
		// The right structure at the wrong move.
		{"wrong-move", "Case #1: bridge in move 3\n", `case 1: expected "bridge in move 2", found "bridge in move 3"`},
		// One structure of two named.
		{"one-kind", "Case #1: bridge in move 2\nCase #2: none\nCase #3: bridge in move 5\n", `case 3: expected "bridge-fork in move 5", found "bridge in move 5"`},
		// A win where there is none.
		{"false-win", "Case #1: bridge in move 2\nCase #2: ring in move 4\n", `case 2: expected "none", found "ring in move 4"`},
		// Lower-case "case".
		{"lower-case", "case #1: bridge in move 2\n", `case 1: output:1:1: expected "Case"`},
		// Nothing at all.
		{"empty", "", "case 1: missing"},
	}
	p := havannah.New()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := p.Check(nil, []byte(answer), []byte(tc.output))
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("rejected: %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
}

// TestValidateSubtasks: a file belongs to the small subtask when every
// case fits it, and the values name T and the largest S and M.
func TestValidateSubtasks(t *testing.T) {
	cases := []struct {
		name, input, want string
	}{
		// The sample is small.
		{"small", "2\n2 1\n1 1\n50 0\n", "M=1 S=50 T=2 in 1"},
		// One case of side 51 makes the whole file large.
		{"one-large-case", "2\n2 1\n1 1\n51 0\n", "M=1 S=51 T=2 in 2"},
		// 21 cases with one of side 51: neither T ≤ 20 nor S ≤ 50.
		{"no-subtask", "21\n51 0\n" + strings.Repeat("2 0\n", 20), "fits no subtask"},
	}
	p := havannah.New()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			v, err := p.Validate("f", []byte(tc.input))
			if err != nil {
				t.Fatal(err)
			}
			id, err := p.Spec().Subtasks.Smallest(v)
			got := v.String() + " in " + string(rune('0'+id))
			if err != nil {
				got = err.Error()
			}
			if !strings.Contains(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestDefaultPackageCertifies builds the default package with one and
// with two workers: certification passes (every wrong solution caught in
// both subtasks, brute and rescan over the time-out work, fast under the
// reference's), the builds are byte-identical, and every mutant dies in
// each subtask where it is declared to.
func TestDefaultPackageCertifies(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two packages with 20-case large files")
	}
	dir := t.TempDir()
	var trees []map[string][]byte
	for _, jobs := range []int{1, 2} {
		out := filepath.Join(dir, string(rune('0'+jobs)))
		m, err := testpkg.Build(context.Background(), testpkg.Options{Problem: havannah.New(), Out: out, Seed: 1, Jobs: jobs})
		if err != nil {
			t.Fatalf("jobs %d: %v", jobs, err)
		}
		if len(m.TestsOf(1)) == 0 || len(m.TestsOf(2)) == 0 {
			t.Fatalf("tests per subtask: %d, %d", len(m.TestsOf(1)), len(m.TestsOf(2)))
		}
		tree, err := filetree.Read(out)
		if err != nil {
			t.Fatal(err)
		}
		trees = append(trees, tree)
	}
	for name, data := range trees[0] {
		if !bytes.Equal(data, trees[1][name]) {
			t.Errorf("%s differs between --jobs 1 and --jobs 2", name)
		}
	}
	checkMutantsDie(t, trees[0])
	checkPlantedCatch(t, trees[0])
}

// checkMutantsDie runs every mutant on every test of a built package (a
// file tree) and wants each one failing a test of every subtask its
// declaration says it must die in.
func checkMutantsDie(t *testing.T, tree map[string][]byte) {
	p := havannah.New()
	for _, m := range p.Spec().Mutants {
		for id := 1; id <= len(p.Spec().Subtasks); id++ {
			if m.ExpectedIn(id) == problem.OK {
				continue
			}
			dead := false
			prefix := fmt.Sprintf("data/secret/subtask%d/", id)
			for name, in := range tree {
				if dead || !strings.HasPrefix(name, prefix) || !strings.HasSuffix(name, ".in") {
					continue
				}
				out, _, err := m.Run(p, in)
				dead = err != nil || p.Check(in, tree[strings.TrimSuffix(name, ".in")+".ans"], out) != nil
			}
			if !dead {
				t.Errorf("mutant %s survives every test of subtask %d", m.Name, id)
			}
		}
	}
}

// TestSampleThroughTheProblem: the sample validates, and every built-in
// declared OK in the small subtask prints the sample's answer (the
// wrong ones are caught by other tests: sixring is right on the sample).
func TestSampleThroughTheProblem(t *testing.T) {
	p := havannah.New()
	s := p.Spec().Samples[0]
	if _, err := p.Validate(s.Name, s.Input); err != nil {
		t.Fatal(err)
	}
	for _, sol := range p.Spec().Solutions {
		out, _, err := sol.Run(p, s.Input)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.Check(s.Input, s.Answer, out); sol.ExpectedIn(1) == problem.OK && err != nil {
			t.Errorf("%s: declared OK in the small subtask, checker says %v", sol.Name, err)
		}
	}
}
