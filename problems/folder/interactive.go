package folder

import (
	"bytes"
	"context"

	"carokit/kattis/check"
	"carokit/problem"
)

// defaultPasses is limits.validation_passes' default in the format.
const defaultPasses = 2

// Interactive implements problem.Interactive: a problem.yaml of type
// interactive or multi-pass (legacy: validation: custom interactive).
func (p *Problem) Interactive() bool { return p.meta.Interactive || p.meta.MultiPass }

// MultiPass says the problem is of type multi-pass: the export keeps it
// to the formats that run a submission again on nextpass.in.
func (p *Problem) MultiPass() bool { return p.meta.MultiPass }

// Interact implements problem.Interactive: the output validator is the
// interactor, with problem.yaml's flags and then the group's (see
// check.Validators.Interact for the protocol and the verdicts).
func (p *Problem) Interact(ctx context.Context, run problem.InteractRun) (problem.Interaction, error) {
	v, err := p.validators()
	if err != nil {
		return problem.Interaction{}, err
	}
	flags := append(append([]string(nil), p.meta.ValidatorFlags...), p.testSettings(run.Subtask, run.Test).OutputValidatorFlags...)
	m := check.Mode{Interactive: p.meta.Interactive, Passes: 1, NextPassBytes: int64(p.meta.OutputMB) << 20}
	if p.meta.MultiPass {
		m.Passes = p.meta.ValidationPasses
		if m.Passes == 0 {
			m.Passes = defaultPasses
		}
	}
	return v.Interact(ctx, run, flags, m)
}

// interactiveCheck stands in for the output check of an interactive
// problem, which has no output to check: the engine judges its runs
// through Interact, and where it compares two runs that passed (stress),
// neither printed anything, so they agree.
func interactiveCheck(answer, output []byte) error {
	if bytes.Equal(answer, output) {
		return nil
	}
	return &check.Rejected{Message: "an interactive problem's run is judged by its interactor, not by its output"}
}
