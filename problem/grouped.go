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
