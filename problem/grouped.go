package problem

import "carokit/subtasks"

// Grouped is implemented by a problem whose validation and checking
// depend on the group a test belongs to: a folder problem, whose groups
// give their input and output validators flags of their own
// (testdata.yaml's input_validator_flags, output_validator_flags). The
// engine calls ValidateIn and CheckIn, through the functions of the same
// name, wherever it knows the test's subtask; subtask 0 is the samples,
// or no group known (stress).
type Grouped interface {
	ValidateIn(subtask int, name string, input []byte) (subtasks.Values, error)
	CheckIn(subtask int, input, answer, output []byte) error
}

// ValidateIn validates input as a test of subtask: p's own ValidateIn
// when p is Grouped, else Validate.
func ValidateIn(p Problem, subtask int, name string, input []byte) (subtasks.Values, error) {
	if g, ok := p.(Grouped); ok {
		return g.ValidateIn(subtask, name, input)
	}
	return p.Validate(name, input)
}

// CheckIn checks output as the answer to a test of subtask: p's own
// CheckIn when p is Grouped, else Check.
func CheckIn(p Problem, subtask int, input, answer, output []byte) error {
	if g, ok := p.(Grouped); ok {
		return g.CheckIn(subtask, input, answer, output)
	}
	return p.Check(input, answer, output)
}

// Feedback is what a checker said of an accepted output besides
// accepting it: a score of its own (a Kattis output validator's
// score.txt) or the fraction of the test's points it earns
// (score_multiplier.txt). Both nil: nothing.
type Feedback struct {
	Score      *float64 `json:",omitempty"`
	Multiplier *float64 `json:",omitempty"`
}

// TestGrouped is implemented by a problem whose validation and checking
// depend on the test itself, not only on its subtask (a folder problem's
// nested groups give their own tests flags of their own), and whose
// checker may say more than accepted (Feedback). test is the package's
// name of the test: "NN-label", NN its place in its subtask from 01, as
// testpkg names tests (for subtask 0, the samples, NN is the sample's
// place). The engine calls ValidateTest and CheckTest, through the
// functions of the same name, wherever it knows the test.
type TestGrouped interface {
	Grouped
	ValidateTest(subtask int, test, name string, input []byte) (subtasks.Values, error)
	CheckTest(subtask int, test string, input, answer, output []byte) (Feedback, error)
}

// ValidateTest validates input as the test named test of subtask: p's
// own ValidateTest when p is TestGrouped, else ValidateIn.
func ValidateTest(p Problem, subtask int, test, name string, input []byte) (subtasks.Values, error) {
	if g, ok := p.(TestGrouped); ok {
		return g.ValidateTest(subtask, test, name, input)
	}
	return ValidateIn(p, subtask, name, input)
}

// CheckTest checks output as the answer to the test named test of
// subtask, with what the checker said of it: p's own CheckTest when p is
// TestGrouped, else CheckIn and no feedback.
func CheckTest(p Problem, subtask int, test string, input, answer, output []byte) (Feedback, error) {
	if g, ok := p.(TestGrouped); ok {
		return g.CheckTest(subtask, test, input, answer, output)
	}
	return Feedback{}, CheckIn(p, subtask, input, answer, output)
}

// AnswerValidated is a problem whose answers are validated on their own,
// as the Kattis 2025-09 format's answer_validators/ validate a test's
// .ans against its input: every answer of a package must pass.
type AnswerValidated interface {
	// ValidateAnswer checks answer, the answer of the test named test of
	// subtask (0: a sample) whose input is input.
	ValidateAnswer(subtask int, test string, input, answer []byte) error
}

// ValidateAnswer validates answer with p's answer validation, if p has
// one (AnswerValidated); nil otherwise.
func ValidateAnswer(p Problem, subtask int, test string, input, answer []byte) error {
	if a, ok := p.(AnswerValidated); ok {
		return a.ValidateAnswer(subtask, test, input, answer)
	}
	return nil
}
