package format

import (
	"maps"
	"math"
	"path/filepath"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Settings are one group's testdata.yaml (legacy, 2023-07) or
// test_group.yaml (2025-09) merged with its parents': a key a group does
// not give is its parent's (the legacy format's transitive inheritance,
// which BAPCtools applies to every version), except max_score and
// score_aggregation, which 2025-09 defines per group.
type Settings struct {
	// InputValidatorFlags are input_validator_flags (legacy: a string) or
	// input_validator_args (2025-09: a list), given to every input
	// validator; nil when given per validator.
	InputValidatorFlags []string
	// InputValidatorArgs are the flags per named input validator, when
	// given as a map (2025-09 name: [args]; legacy {name: N, flags: F});
	// validators not in the map get none.
	InputValidatorArgs map[string][]string
	// OutputValidatorFlags are output_validator_flags or
	// output_validator_args; problem.yaml's legacy validator_flags are not
	// included (Problem.ValidatorFlags come first on the command line).
	OutputValidatorFlags []string
	// AnswerValidatorFlags are answer_validator_args (2025-09: a list)
	// or answer_validator_flags (a string), given to every answer
	// validator (answer_validators/) after the input file.
	AnswerValidatorFlags []string
	// AcceptScore and RejectScore are legacy scoring's per-test scores
	// (defaults 1 and 0); Range is legacy "range" (default -inf +inf).
	AcceptScore, RejectScore float64
	Range                    [2]float64
	// Aggregation is how the group's score is made from its tests' and
	// subgroups': "sum", "min", "max", "avg" (legacy grader_flags) or
	// "sum", "min", "pass-fail" (2025-09 score_aggregation, whose default
	// is sum in secret and pass-fail in a group).
	Aggregation string
	// IgnoreSample and AcceptIfAnyAccepted are legacy grader_flags'
	// switches; VerdictRule is its "worst_error", "no_errors" (the same),
	// "first_error" or "always_accept" ("" = not given: worst_error).
	IgnoreSample, AcceptIfAnyAccepted bool
	VerdictRule                       string
	// OnReject is legacy on_reject: "break" (default) or "continue".
	OnReject string
	// MaxScore is 2025-09 max_score; 0 = not given (MaxScoreGiven
	// false), +Inf = unbounded.
	MaxScore      float64
	MaxScoreGiven bool
	// Static: the group has a static validation test case
	// (static_validation_score given); carokit has no static validator.
	Static bool
	// FullFeedback is full_feedback (default true in sample).
	FullFeedback bool
	// RequirePass are the groups (or sample) a submission must pass to
	// score in this one (2025-09 require_pass).
	RequirePass []string
	// Args are the submission's command-line arguments (2025-09 args).
	Args []string
	// Hint and Description are a test's hint and description (its .yaml
	// in 2025-09); legacy keeps them in .hint and .desc files.
	Hint, Description string
}

// rootSettings are the defaults of data/, before any file.
func rootSettings() Settings {
	return Settings{AcceptScore: 1, RejectScore: 0, Range: [2]float64{math.Inf(-1), math.Inf(1)},
		Aggregation: "sum", OnReject: "break"}
}

// inherit copies a parent's settings for a child, dropping what is per
// group or per test.
func (s Settings) inherit() Settings {
	c := s
	c.InputValidatorFlags = slices.Clone(s.InputValidatorFlags)
	c.InputValidatorArgs = maps.Clone(s.InputValidatorArgs)
	c.OutputValidatorFlags = slices.Clone(s.OutputValidatorFlags)
	c.AnswerValidatorFlags = slices.Clone(s.AnswerValidatorFlags)
	c.RequirePass = slices.Clone(s.RequirePass)
	c.Args = slices.Clone(s.Args)
	c.MaxScore, c.MaxScoreGiven, c.Static, c.Hint, c.Description = 0, false, false, "", ""
	return c
}

// groupKeysKnown are test_group.yaml keys carokit reads no meaning from.
var groupKeysKnown = []string{
	"grading", "static_validator_args", "input_visualizer_args",
	"output_visualizer_args",
}

// apply merges one test_group.yaml/testdata.yaml (or test .yaml) over s;
// warn receives keys read but ignored.
func (s *Settings) apply(f *yfile, warn func(string, ...any)) error {
	for _, e := range f.entries {
		if err := s.applyKey(f, e, warn); err != nil {
			return err
		}
	}
	return nil
}

func (s *Settings) applyKey(f *yfile, e entry, warn func(string, ...any)) error {
	var err error
	switch e.key {
	case "input_validator_flags", "input_validator_args":
		err = s.inputFlags(f, e)
	case "output_validator_flags", "output_validator_args":
		s.OutputValidatorFlags, err = f.outputFlags(e)
	case "answer_validator_flags", "answer_validator_args":
		s.AnswerValidatorFlags, err = f.words(e.val, e.key)
	case "accept_score":
		s.AcceptScore, err = f.finite(e.val, e.key)
	case "reject_score":
		s.RejectScore, err = f.finite(e.val, e.key)
	case "range":
		s.Range, err = f.scoreRange(e.val)
	case "grader_flags":
		err = s.graderFlags(f, e.val, warn)
	case "on_reject":
		if s.OnReject, err = f.str(e.val, e.key); err == nil && s.OnReject != "break" && s.OnReject != "continue" {
			err = f.errAt(e.val, "on_reject must be break or continue")
		}
	case "score_aggregation":
		if s.Aggregation, err = f.str(e.val, e.key); err == nil &&
			!slices.Contains([]string{"pass-fail", "sum", "min"}, s.Aggregation) {
			err = f.errAt(e.val, "score_aggregation must be pass-fail, sum or min")
		}
	case "max_score":
		err = s.maxScore(f, e.val)
	case "static_validation_score":
		s.Static = true
		warn("%s: static_validation_score ignored: carokit has no static validator", f.name)
	case "full_feedback":
		s.FullFeedback, err = f.boolean(e.val, e.key)
	case "require_pass":
		s.RequirePass, err = f.words(e.val, e.key)
	case "args":
		s.Args, err = f.words(e.val, e.key)
	case "hint":
		s.Hint, err = f.str(e.val, e.key)
	case "description":
		s.Description, err = f.str(e.val, e.key)
	default:
		if !slices.Contains(groupKeysKnown, e.key) {
			warn("%s: unknown key %q ignored", f.name, e.key)
		}
	}
	return err
}

// inputFlags reads a string or list (for every validator) or a map: the
// legacy {name: N, flags: F} or 2025-09's validator name → args.
func (s *Settings) inputFlags(f *yfile, e entry) error {
	n := resolve(e.val)
	if n.Kind != yaml.MappingNode {
		ws, err := f.words(n, e.key)
		s.InputValidatorFlags, s.InputValidatorArgs = ws, nil
		return err
	}
	m, err := f.mapping(n, e.key)
	if err != nil {
		return err
	}
	args := map[string][]string{}
	if name, flags, ok := legacyNamed(f, m); ok {
		args[name] = flags
	} else {
		for _, v := range m {
			if args[v.key], err = f.words(v.val, e.key+"."+v.key); err != nil {
				return err
			}
		}
	}
	s.InputValidatorFlags, s.InputValidatorArgs = nil, args
	return nil
}

// legacyNamed recognizes the legacy map form {name: N, flags: F}.
func legacyNamed(f *yfile, m []entry) (string, []string, bool) {
	if len(m) != 2 {
		return "", nil, false
	}
	var name string
	var flags []string
	var okName, okFlags bool
	for _, e := range m {
		n := resolve(e.val)
		switch {
		case e.key == "name" && n.Kind == yaml.ScalarNode:
			name, okName = n.Value, true
		case e.key == "flags" && n.Kind == yaml.ScalarNode:
			flags, okFlags = strings.Fields(n.Value), true
		}
	}
	return name, flags, okName && okFlags
}

// outputFlags reads a string or list, or legacy's {name: N, flags: F}
// (the output validator is one program here: its name is not checked).
func (f *yfile) outputFlags(e entry) ([]string, error) {
	n := resolve(e.val)
	if n.Kind != yaml.MappingNode {
		return f.words(n, e.key)
	}
	m, err := f.mapping(n, e.key)
	if err != nil {
		return nil, err
	}
	if _, flags, ok := legacyNamed(f, m); ok {
		return flags, nil
	}
	return nil, f.errAt(n, "%s must be a list of strings (or legacy's map of name and flags)", e.key)
}

func (f *yfile) finite(n *yaml.Node, key string) (float64, error) {
	v, err := f.float(n, key)
	if err == nil && math.IsInf(v, 0) {
		err = f.errAt(n, "%s must be a finite number", key)
	}
	return v, err
}

// scoreRange reads legacy "range": two numbers, inf allowed, low <= high.
func (f *yfile) scoreRange(n *yaml.Node) ([2]float64, error) {
	ws, err := f.words(n, "range")
	if err != nil {
		return [2]float64{}, err
	}
	var r [2]float64
	if len(ws) != 2 {
		return r, f.errAt(n, "range must be two numbers (inf allowed), not %d", len(ws))
	}
	for i, w := range ws {
		if r[i], err = parseFloat(w); err != nil {
			return r, f.errAt(n, "range: %q is not a number", w)
		}
	}
	if r[0] > r[1] {
		return r, f.errAt(n, "range: %g is above %g", r[0], r[1])
	}
	return r, nil
}

// graderFlags reads legacy grader_flags as problemtools' default grader
// does: the last aggregation (sum, min, max, avg) and verdict rule
// (worst_error, no_errors, first_error, always_accept) given win,
// ignore_sample and accept_if_any_accepted are switches, and other words
// are ignored (a warning here). The key is one string: a group's own
// grader_flags replace its parent's whole (problemtools inherits the
// key, verifyproblem.py TestCaseGroup.__init__), so what it does not say
// is the default grader's default, not the parent's.
func (s *Settings) graderFlags(f *yfile, n *yaml.Node, warn func(string, ...any)) error {
	ws, err := f.words(n, "grader_flags")
	if err != nil {
		return err
	}
	s.Aggregation, s.VerdictRule, s.IgnoreSample, s.AcceptIfAnyAccepted = "sum", "", false, false
	for _, w := range ws {
		switch w {
		case "sum", "min", "max", "avg":
			s.Aggregation = w
		case "worst_error", "no_errors", "first_error", "always_accept":
			s.VerdictRule = w
		case "ignore_sample":
			s.IgnoreSample = true
		case "accept_if_any_accepted":
			s.AcceptIfAnyAccepted = true
		default:
			warn("%s:%d:%d: grader_flags %q ignored, as the default grader ignores it", f.name, n.Line, n.Column, w)
		}
	}
	return nil
}

// maxScore reads a non-negative number or "unbounded".
func (s *Settings) maxScore(f *yfile, n *yaml.Node) error {
	v, err := f.str(n, "max_score")
	if err != nil {
		return err
	}
	if v == "unbounded" {
		s.MaxScore, s.MaxScoreGiven = math.Inf(1), true
		return nil
	}
	x, err := f.finite(n, "max_score")
	if err != nil || x < 0 {
		return f.errAt(n, "max_score must be a number of at least 0 or unbounded")
	}
	s.MaxScore, s.MaxScoreGiven = x, true
	return nil
}

// InputArgs are the arguments of the input validator named validator (a
// file or folder name under input_validators/: "validate.cpp", as
// BAPCtools keys the map, or without its extension, "validate"): its own
// when the flags are given per validator (none if it is not named),
// else the flags for all, followed by the test's args (2025-09: the
// validator sees input_validator_args then args).
func (s Settings) InputArgs(validator string) []string {
	flags := s.InputValidatorFlags
	if s.InputValidatorArgs != nil {
		var ok bool
		if flags, ok = s.InputValidatorArgs[validator]; !ok {
			flags = s.InputValidatorArgs[strings.TrimSuffix(validator, filepath.Ext(validator))]
		}
	}
	return append(slices.Clone(flags), s.Args...)
}

// OutputArgs are the output validator's arguments for a test with these
// settings: problem.yaml's legacy validator_flags, then the group's or
// test's output validator flags, as problemtools passes them.
func (p *Problem) OutputArgs(s Settings) []string {
	return append(slices.Clone(p.ValidatorFlags), s.OutputValidatorFlags...)
}
