package testpkg_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carokit/problem"
	"carokit/problem/problemtest/fake"
	"carokit/testpkg"
)

// mutantToy is the fake problem with a family of mutants of its
// reference and, unless plan is empty, a plan of its own.
func mutantToy(plan string) *fake.Sum {
	p := fake.New()
	wa, ok := problem.WA, problem.OK
	p.Mutants = []problem.Solution{
		// Wrong on every input: the first test of each subtask kills it.
		toyMutant("plus1", []problem.Verdict{wa, wa}, func([]int) int { return 1 }),
		// Wrong only for more than 5 numbers: it can only die in subtask 2.
		toyMutant("long", []problem.Verdict{ok, wa}, func(n []int) int { return min(len(n)/6, 1) }),
		// Crashes when a number is 9: a run error kills it too.
		toyMutant("nine", []problem.Verdict{wa, wa}, func(n []int) int {
			for _, v := range n {
				if v == 9 {
					return -1
				}
			}
			return 0
		}),
	}
	if plan != "" {
		p.Plan = plan
	}
	return p
}

// toyMutant answers the sum plus wrong(nums), an error when wrong returns
// -1.
func toyMutant(name string, expected []problem.Verdict, wrong func(nums []int) int) problem.Solution {
	s := fake.Solution(name, problem.RoleOther, expected, func(nums []int, sum int) (int, error) {
		d := wrong(nums)
		if d < 0 {
			return 0, os.ErrInvalid
		}
		return sum + d, nil
	})
	s.Summary = name + " summary"
	return s
}

// TestStrengthMatrix builds toy packages with mutants and checks the
// strength matrix recorded in the manifest, three times each (the
// workers' order varies between runs).
func TestStrengthMatrix(t *testing.T) {
	cases := []struct {
		name, plan string
		jobs       int
		allow      bool
		want       map[string][]string // mutant → killing test per subtask ("" survives or not run)
		why        string
	}{
		{"one worker", "@subtask 1\nsample sample\nsum --n 5 --fill 9\n@subtask 2\nsum --n 7 --fill 1\nsum --n 7 --fill 9\n", 1, false,
			map[string][]string{"plus1": {"01-sample", "01-sum"}, "long": {"", "01-sum"}, "nine": {"02-sum", "02-sum"}},
			"each killed by the first test that makes it wrong; long may survive subtask 1, so it is not run there"},
		{"first killer in plan order", "@subtask 1\nsum --n 5 --fill 1\nsum --n 5 --fill 9\nsum --n 4 --fill 9\n@subtask 2\nsum --n 7 --fill 3\nsum --n 7 --fill 9\nsum --n 8 --fill 9\n", 2, false,
			map[string][]string{"plus1": {"01-sum", "01-sum"}, "long": {"", "01-sum"}, "nine": {"02-sum", "02-sum"}},
			"two workers: the reported killer is the first test that kills, never a later one that ran first"},
		{"survivor allowed", "@subtask 1\nsample sample\nsum --n 5 --fill 9\n@subtask 2\nsum --n 7 --fill 1\n", 2, true,
			map[string][]string{"plus1": {"01-sample", "01-sum"}, "long": {"", "01-sum"}, "nine": {"02-sum", ""}},
			"AllowSurvivors: nine survives subtask 2, where it must die, and the build goes on"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for run := range 3 {
				out := filepath.Join(t.TempDir(), "pkg")
				var warn strings.Builder
				m, err := testpkg.Build(context.Background(), testpkg.Options{Problem: mutantToy(c.plan), Out: out, Seed: 1, Jobs: c.jobs,
					AllowSurvivors: c.allow, Warnings: &warn})
				if err != nil {
					t.Fatal(err)
				}
				if m.Strength == nil || len(m.Strength.Mutants) != 3 {
					t.Fatalf("strength %+v, want 3 mutants", m.Strength)
				}
				for _, row := range m.Strength.Mutants {
					for i, v := range row.Subtasks {
						if want := c.want[row.Name][i]; v.KilledBy != want {
							t.Errorf("run %d: %s in subtask %d killed by %q, want %q (%s)", run, row.Name, v.Subtask, v.KilledBy, want, c.why)
						}
						if (v.KilledBy == "") != (v.Why == "") {
							t.Errorf("%s in subtask %d: killed by %q for the reason %q", row.Name, v.Subtask, v.KilledBy, v.Why)
						}
					}
				}
				// The manifest on disk holds the same matrix.
				data, err := os.ReadFile(filepath.Join(out, testpkg.ManifestFile))
				if err != nil {
					t.Fatal(err)
				}
				var disk testpkg.Manifest
				if err := json.Unmarshal(data, &disk); err != nil || disk.Strength == nil || len(disk.Strength.Mutants) != 3 {
					t.Fatalf("manifest.json strength: %v, %+v", err, disk.Strength)
				}
				if must, allowed := m.Strength.Survivors(0); len(must) != 0 || len(allowed) != 1 || allowed[0] != "long" {
					t.Errorf("subtask 1 survivors: must die %v, allowed %v; want none and long", must, allowed)
				}
				must, _ := m.Strength.Survivors(1)
				gotWarn := strings.Contains(warn.String(), "weak package: subtask 2: no test kills the mutant nine")
				if c.allow != (len(must) == 1) || c.allow != gotWarn {
					t.Errorf("subtask 2 must-die survivors %v, warnings %q; want nine named in both only when allowed", must, warn.String())
				}
			}
		})
	}
}

// TestStrengthCertification: a mutant that survives a subtask where it is
// declared to die stops the build, naming the mutant and the subtask.
func TestStrengthCertification(t *testing.T) {
	cases := []struct {
		name, plan string
		want       string // "" the build succeeds
		why        string
	}{
		{"killed", "@subtask 1\nsample sample\nsum --n 4 --fill 9\n@subtask 2\nsum --n 7 --fill 9\n", "",
			"control: the same plans with a 9 in each subtask certify"},
		{"survives", "@subtask 1\nsample sample\nsum --n 4 --fill 9\n@subtask 2\nsum --n 7 --fill 1\n",
			"certification failed: subtask 2: no test kills the mutant nine (nine summary)",
			"no 9 in subtask 2: nine survives where it is declared to die"},
		{"survives twice", "@subtask 1\nsample sample\n@subtask 2\nsum --n 7 --fill 1\n",
			"certification failed: subtask 1: no test kills the mutant nine (nine summary) (and 1 more: subtask 2: no test kills the mutant nine (nine summary))",
			"every survivor is named, by mutant then subtask"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "pkg")
			_, err := testpkg.Build(context.Background(), testpkg.Options{Problem: mutantToy(c.plan), Out: out, Seed: 1})
			switch {
			case c.want == "" && err != nil:
				t.Fatalf("build failed: %v (%s)", err, c.why)
			case c.want != "" && (err == nil || err.Error() != c.want):
				t.Fatalf("got %v, want %q (%s)", err, c.want, c.why)
			}
			if _, statErr := os.Stat(out); c.want != "" && statErr == nil {
				t.Errorf("a failed certification left %s behind", out)
			}
		})
	}
}
