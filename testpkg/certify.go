package testpkg

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"carokit/problem"
	"carokit/subtasks"
)

// validateParse validates input strictly and parses it once for every
// built-in (the reference first: it may leave in the case what the cost
// models need), in one read when the problem can (problem.ValidParser).
func validateParse(p problem.Problem, subtask int, test, name string, input []byte) (subtasks.Values, problem.Case, error) {
	if _, grouped := p.(problem.Grouped); !grouped {
		if vp, ok := p.(problem.ValidParser); ok {
			values, pc, err := vp.ValidateParse(name, input)
			if err != nil {
				return nil, nil, fmt.Errorf("validator rejects the input: %w", err)
			}
			return values, pc, nil
		}
	}
	values, err := problem.ValidateTest(p, subtask, test, name, input)
	if err != nil {
		return nil, nil, fmt.Errorf("validator rejects the input: %w", err)
	}
	pc, err := p.Parse(input)
	if err != nil {
		return nil, nil, fmt.Errorf("built-ins cannot read the input: %w", err)
	}
	return values, pc, nil
}

// buildTest makes one test: input, strict validation, subtask membership
// both ways, the reference answer (checked against the planted one), the
// work every built-in needs, and which built-ins answer it wrongly.
func buildTest(ctx context.Context, p problem.Problem, spec *problem.Spec, ref *problem.Solution, t *test, dir string) error {
	planted, err := makeInput(ctx, t, spec)
	if err != nil {
		return err
	}
	name := t.meta.Input
	if t.file != "" {
		name = t.entry.Path // the setter's file: its own lines and columns
	}
	values, pc, err := validateParse(p, t.subtask, t.meta.Name, name, t.input)
	if err != nil {
		return err
	}
	if err := spec.Subtasks.Exactly(t.subtask, values); err != nil {
		return err
	}
	t.meta.Values = values
	if _, ok := problem.IsInteractive(p); ok {
		return keepInteractive(t, planted, dir)
	}
	live := t.liveMutants(spec, pc)
	out, refWork, err := ref.Solve(pc)
	if err != nil {
		return fmt.Errorf("reference %s: %w", ref.Name, err)
	}
	t.answer = out
	if planted != nil {
		if _, err := problem.CheckTest(p, t.subtask, t.meta.Name, t.input, planted, out); err != nil {
			return fmt.Errorf("reference %s disagrees with the planted answer: %w", ref.Name, err)
		}
		if spec.KeepAnswers {
			t.answer = planted
		}
	}
	if err := problem.ValidateAnswer(p, t.subtask, t.meta.Name, t.input, t.answer); err != nil {
		return fmt.Errorf("the answer: %w", err)
	}
	t.meta.AnswerText = strings.TrimSpace(string(out))
	t.meta.Work = map[string]int64{ref.Name: refWork}
	t.wrong = map[string]string{}
	for i := range spec.Solutions {
		s := &spec.Solutions[i]
		if s == ref {
			continue
		}
		expected := s.ExpectedIn(t.subtask)
		if expected == problem.WA {
			// Run it: a solution declared wrong must be caught by the tests.
			out, w, err := s.Solve(pc)
			t.meta.Work[s.Name] = w
			if err != nil {
				t.wrong[s.Name] = err.Error()
			} else if _, err := problem.CheckTest(p, t.subtask, t.meta.Name, t.input, t.answer, out); err != nil {
				t.wrong[s.Name] = err.Error()
			}
			continue
		}
		w, err := s.MeasureWork(pc)
		if err != nil {
			return fmt.Errorf("measure the work of %s: %w", s.Name, err)
		}
		t.meta.Work[s.Name] = w
	}
	t.runMutants(p, spec, pc, live)
	for name := range t.wrong {
		t.meta.Failing = append(t.meta.Failing, name)
	}
	slices.Sort(t.meta.Failing)
	// Written now and dropped: memory holds the tests in flight, not the
	// package.
	err = writeFiles(dir, &t.meta, t.input, t.answer, t.extra)
	t.input, t.answer, t.extra = nil, nil, nil
	return err
}

// keepInteractive writes a test of an interactive problem: its answer is
// the setter's (what the interactor reads, empty when none is given),
// never a program's output, and the submissions, the reference among
// them, are certified by judging them through the interactor.
func keepInteractive(t *test, planted []byte, dir string) error {
	t.answer = planted
	if t.answer == nil {
		t.answer = []byte{}
	}
	t.meta.Work = map[string]int64{}
	err := writeFiles(dir, &t.meta, t.input, t.answer, t.extra)
	t.input, t.answer, t.extra = nil, nil, nil
	return err
}

// makeInput fills t.input from its plan line, and returns the answer the
// generator planted (nil when none).
func makeInput(ctx context.Context, t *test, spec *problem.Spec) (planted []byte, err error) {
	switch {
	case t.sample != nil:
		t.input, planted = t.sample.Input, t.sample.Answer
	case t.file != "":
		t.input, err = readTestFile(ctx, t, spec)
		if err == nil && spec.KeepAnswers {
			planted, err = readGivenAnswer(ctx, t, spec)
		}
	case t.run != nil:
		t.input, planted, err = makeRun(ctx, t, spec)
	default:
		a := t.args
		a.AnswerChecked = true // checked below against the reference
		g, err := t.gen.Generate(a)
		if err != nil {
			if problem.IsParamError(err) {
				return nil, err
			}
			return nil, fmt.Errorf("generate: %w", err)
		}
		t.input, planted = g.Input, g.Answer
		t.meta.Facts = g.Facts
	}
	return planted, err
}

// certify checks, over the whole package, that every built-in behaves as
// declared: each solution declared WA in a subtask fails at least one of
// its tests, and the work of every other one is on the right side of the
// problem's limits (the reference and accepted ones under, the ones that
// must time out over), so the time limit separates them whatever machine
// judges the package. It returns what is wrong, one line each, leaving
// out the subtasks without tests (certification names those first, and
// nothing is caught there).
func certify(spec *problem.Spec, tests []*test) []string {
	var problems []string
	wl := spec.Work
	for i := range spec.Solutions {
		s := &spec.Solutions[i]
		for _, st := range spec.Subtasks {
			expected := s.ExpectedIn(st.ID)
			caught, any := false, false
			for _, t := range tests {
				if t.subtask != st.ID {
					continue
				}
				any = true
				w := t.meta.Work[s.Name]
				switch {
				case expected == problem.WA:
					if _, ok := t.wrong[s.Name]; ok {
						caught = true
					}
				case s.Role == problem.RoleReference && wl.ReferenceMax > 0 && w > wl.ReferenceMax:
					problems = append(problems, fmt.Sprintf("test %s: reference %s needs %d %s, over the %d allowed", t.meta.Input, s.Name, w, wl.Unit, wl.ReferenceMax))
				case expected == problem.OK && wl.AcceptedMax > 0 && w > wl.AcceptedMax:
					problems = append(problems, fmt.Sprintf("test %s: %s is declared OK in subtask %d but needs %d %s, over %d", t.meta.Input, s.Name, st.ID, w, wl.Unit, wl.AcceptedMax))
				case expected == problem.TLE && w < wl.TimeLimitMin:
					problems = append(problems, fmt.Sprintf("test %s: %s is declared TLE in subtask %d but needs only %d %s, under %d", t.meta.Input, s.Name, st.ID, w, wl.Unit, wl.TimeLimitMin))
				}
			}
			if expected == problem.WA && !caught && any {
				problems = append(problems, fmt.Sprintf("subtask %d: no test catches the wrong solution %s", st.ID, s.Name))
			}
		}
	}
	return problems
}

// checkedSamples are the samples as the package ships them. A folder
// problem's (spec.KeepAnswers) are the setter's files, so they are held
// to what a test is: validated as the samples' group, and answered by
// the reference, whose output must pass the checker against the given
// answer, or is the answer when none is given.
func checkedSamples(p problem.Problem, spec *problem.Spec) ([]problem.Sample, error) {
	if !spec.KeepAnswers || len(spec.Samples) == 0 {
		return spec.Samples, nil
	}
	if _, ok := problem.IsInteractive(p); ok {
		return interactiveSamples(p, spec)
	}
	ref, err := spec.SolutionWithRole(problem.RoleReference)
	if err != nil {
		return nil, err
	}
	out := make([]problem.Sample, len(spec.Samples))
	for i, s := range spec.Samples {
		test := SampleName(i, s.Name)
		_, pc, err := validateParse(p, 0, test, "sample "+s.Name, s.Input)
		if err != nil {
			return nil, fmt.Errorf("sample %s: %w", s.Name, err)
		}
		got, _, err := ref.Solve(pc)
		if err != nil {
			return nil, fmt.Errorf("sample %s: reference %s: %w", s.Name, ref.Name, err)
		}
		if s.Answer == nil {
			s.Answer = got
		} else if _, err := problem.CheckTest(p, 0, test, s.Input, s.Answer, got); err != nil {
			return nil, fmt.Errorf("sample %s: reference %s disagrees with the given answer: %w", s.Name, ref.Name, err)
		}
		if err := problem.ValidateAnswer(p, 0, test, s.Input, s.Answer); err != nil {
			return nil, fmt.Errorf("sample %s: the answer: %w", s.Name, err)
		}
		out[i] = s
	}
	return out, nil
}

// interactiveSamples are an interactive problem's samples, validated; an
// answer not given is empty (what the interactor reads).
func interactiveSamples(p problem.Problem, spec *problem.Spec) ([]problem.Sample, error) {
	out := make([]problem.Sample, len(spec.Samples))
	for i, s := range spec.Samples {
		if _, _, err := validateParse(p, 0, SampleName(i, s.Name), "sample "+s.Name, s.Input); err != nil {
			return nil, fmt.Errorf("sample %s: %w", s.Name, err)
		}
		if s.Answer == nil {
			s.Answer = []byte{}
		}
		out[i] = s
	}
	return out, nil
}

// SampleName is the package's name of sample i (from 0) named name:
// "01-name", as tests are named (problem.TestGrouped).
func SampleName(i int, name string) string { return fmt.Sprintf("%02d-%s", i+1, name) }
