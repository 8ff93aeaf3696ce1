package folder

import (
	"errors"
	"fmt"

	"carokit/kattis/check"
)

// ValidateAnswer implements problem.AnswerValidated: every answer
// validator of answer_validators/ (2025-09) checks the answer of a test
// of the package, with its group's answer_validator_args, as BAPCtools'
// validate does: `validator input_file args... < answer`, exit 42
// accepts. A folder without answer validators has nothing to check.
func (p *Problem) ValidateAnswer(subtask int, test string, input, answer []byte) error {
	v, err := p.validators()
	if err != nil || len(v.Answer) == 0 {
		return err
	}
	err = v.ValidateAnswer(p.ctx, input, answer, p.testSettings(subtask, test).AnswerValidatorFlags)
	var bad *check.InvalidAnswer
	if errors.As(err, &bad) {
		return fmt.Errorf("%w: fix the answer, or the validator and its group's answer_validator_args", err)
	}
	return err
}
