package format

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"
)

// The versions ReadProblem knows, as Problem.Version names them.
const (
	Legacy = "legacy"
	V2023  = "2023-07"
	V2025  = "2025-09"
)

// Problem is a Kattis problem folder's problem.yaml (and .timelimit), read
// by the rules of the version it declares.
type Problem struct {
	Dir     string
	Version string // "legacy", "2023-07", "2025-09" (as declared; legacy when absent)
	Name    string // English name ("" if none)
	// Names are the names by language (a name given as one string is
	// English's).
	Names map[string]string
	Type  string // "pass-fail" or "scoring"
	// Interactive and MultiPass come from type (2023-07 and later) or
	// legacy's validation: custom interactive.
	Interactive, MultiPass bool
	// ValidationPasses is limits.validation_passes, the most passes of a
	// multi-pass problem (0: not given, the spec's default 2).
	ValidationPasses int
	// TimeLimit is limits.time_limit (2023-07/2025-09) or the .timelimit
	// file; 0 = not declared.
	TimeLimit time.Duration
	// TimeMultipliers are limits.time_multipliers (ac_to_time_limit
	// default 2.0, time_limit_to_tle default 1.5) or, in legacy,
	// limits.time_multiplier (default 5) and time_safety_margin (default 2).
	TimeMultipliers struct{ AC, TimeLimit float64 }
	TimeResolution  float64 // limits.time_resolution in seconds, default 1.0
	MemoryMB        int     // limits.memory, default 2048
	OutputMB        int     // limits.output, default 8
	// ValidatorFlags are the output validator's flags from problem.yaml
	// (legacy validator_flags); later versions put them in test_group.yaml.
	ValidatorFlags []string
	// CustomOutputValidator: legacy validation: custom, or an
	// output_validator(s)/ folder present, or an interactive or
	// multi-pass problem.
	CustomOutputValidator bool
	// CustomScore: legacy validation: custom score (the validator writes
	// score.txt); for 2023-07 and later any scoring problem may.
	CustomScore bool
	// Constants are problem.yaml's constants (2025-09), by name and by
	// name.variant, as strings: {{name}} in test_group.yaml is replaced by
	// ReadData; validators and submissions are the caller's.
	Constants map[string]string
	// Legacy grading keys that predate testdata.yaml (grading.accept_score,
	// reject_score, range), applied to every group by ReadData.
	legacyGrading map[string]*yaml.Node
	// Warnings are things read but ignored and unknown keys, one line each.
	Warnings []string
}

// ReadProblem reads dir/problem.yaml (and dir/.timelimit) by the rules of
// the version it declares. Keys the spec defines but carokit does not use
// (credits, license, ...) are accepted silently; unknown keys are
// warnings, as BAPCtools warns; a value of the wrong type is an error.
func ReadProblem(dir string) (*Problem, error) {
	data, err := os.ReadFile(filepath.Join(dir, "problem.yaml"))
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("%s has no problem.yaml: a Kattis problem folder needs one (carokit new DIR writes one)", dir)
	}
	if err != nil {
		return nil, fmt.Errorf("read problem.yaml: %w", err)
	}
	p, err := parseProblem(data, "problem.yaml")
	if err != nil {
		return nil, err
	}
	p.Dir = dir
	if err := p.readTimelimitFile(); err != nil {
		return nil, err
	}
	if p.Version == Legacy {
		p.statementName()
	}
	p.detectValidator()
	return p, nil
}

// parseProblem reads problem.yaml's bytes; the folder's files are read by
// ReadProblem.
func parseProblem(data []byte, name string) (*Problem, error) {
	f, err := parseYAML(data, name)
	if err != nil {
		return nil, err
	}
	p := &Problem{Version: Legacy, Type: "pass-fail", TimeResolution: 1, MemoryMB: 2048, OutputMB: 8}
	for _, e := range f.entries {
		if e.key == "problem_format_version" {
			v, err := f.str(e.val, e.key)
			if err != nil {
				return nil, err
			}
			if p.Version, err = version(v); err != nil {
				return nil, f.errAt(e.val, "%v", err)
			}
		}
	}
	if p.Version == Legacy {
		p.TimeMultipliers.AC, p.TimeMultipliers.TimeLimit = 5, 2
	} else {
		p.TimeMultipliers.AC, p.TimeMultipliers.TimeLimit = 2, 1.5
	}
	for _, e := range f.entries {
		if err := p.key(f, e); err != nil {
			return nil, err
		}
	}
	if p.Interactive || p.MultiPass {
		p.CustomOutputValidator = true
	}
	if p.TimeLimit > 0 {
		steps := p.TimeLimit.Seconds() / p.TimeResolution
		if d := steps - float64(int64(steps+0.5)); d > 1e-4 || d < -1e-4 {
			p.warn("limits.time_limit %v is not a multiple of time_resolution %gs", p.TimeLimit, p.TimeResolution)
		}
	}
	return p, nil
}

// version maps problem_format_version to the versions read here.
func version(v string) (string, error) {
	switch v {
	case "legacy", "legacy-icpc":
		return Legacy, nil
	case "2023-07", "2023-07-draft":
		return V2023, nil
	case "2025-09", "2025-09-draft", "draft":
		return V2025, nil
	}
	return "", fmt.Errorf("problem_format_version %q is not one carokit reads (legacy, 2023-07, 2025-09)", v)
}

// ignoredKeys are problem.yaml keys of some version that carokit reads no
// meaning from (metadata, or BAPCtools' own extensions).
var ignoredKeys = []string{
	"uuid", "version", "author", "credits", "source", "source_url", "license",
	"rights_owner", "embargo_until", "keywords", "languages", "grading",
	"allow_file_writing", "verified", "comment", "ans_is_output",
}

// key applies one top-level key of problem.yaml.
func (p *Problem) key(f *yfile, e entry) error {
	var err error
	switch e.key {
	case "problem_format_version":
	case "name":
		err = p.name(f, e.val)
	case "type":
		err = p.problemType(f, e.val)
	case "validation":
		err = p.validation(f, e.val)
	case "validator_flags":
		if p.ValidatorFlags, err = f.words(e.val, e.key); err == nil && p.Version != Legacy {
			p.warn("validator_flags is legacy: in %s the output validator's flags are output_validator_args in data/test_group.yaml; used anyway", p.Version)
		}
	case "limits":
		err = p.limits(f, e.val)
	case "constants":
		err = p.constants(f, e.val)
	default:
		if !slices.Contains(ignoredKeys, e.key) {
			p.warn("problem.yaml: unknown key %q ignored", e.key)
		}
	}
	if err == nil && e.key == "grading" && p.Version == Legacy {
		err = p.grading(f, e.val)
	}
	return err
}

func (p *Problem) warn(format string, args ...any) {
	p.Warnings = append(p.Warnings, fmt.Sprintf(format, args...))
}

// name reads a string, or a map by language whose "en" is the English name.
func (p *Problem) name(f *yfile, n *yaml.Node) error {
	if resolve(n).Kind == yaml.ScalarNode {
		s, err := f.str(n, "name")
		p.Name, p.Names = s, map[string]string{"en": s}
		return err
	}
	m, err := f.mapping(n, "name")
	if err != nil {
		return err
	}
	p.Names = map[string]string{}
	for _, e := range m {
		if p.Names[e.key], err = f.str(e.val, "name."+e.key); err != nil {
			return err
		}
	}
	p.Name = p.Names["en"]
	return nil
}

// problemType reads type: legacy's one word, later a word, several words
// or a list of pass-fail, scoring, interactive, multi-pass, submit-answer.
func (p *Problem) problemType(f *yfile, n *yaml.Node) error {
	ws, err := f.words(n, "type")
	if err != nil {
		return err
	}
	for _, w := range ws {
		switch {
		case w == "pass-fail" || w == "scoring":
			if slices.Contains(ws, "pass-fail") && slices.Contains(ws, "scoring") {
				return f.errAt(n, "type cannot be both pass-fail and scoring")
			}
			p.Type = w
		case (w == "interactive" || w == "multi-pass") && p.Version != Legacy:
			p.Interactive = p.Interactive || w == "interactive"
			p.MultiPass = p.MultiPass || w == "multi-pass"
		case w == "submit-answer" && p.Version != Legacy:
			return f.errAt(n, "type submit-answer is not supported by carokit (a submission is a program)")
		default:
			return f.errAt(n, "type %q is not one of %s", w, typesOf(p.Version))
		}
	}
	return nil
}

func typesOf(v string) string {
	if v == Legacy {
		return "pass-fail, scoring"
	}
	return "pass-fail, scoring, interactive, multi-pass, submit-answer"
}

// validation reads legacy's "default" or "custom [interactive] [score]".
func (p *Problem) validation(f *yfile, n *yaml.Node) error {
	s, err := f.str(n, "validation")
	if err != nil {
		return err
	}
	ws := strings.Fields(s)
	if p.Version != Legacy {
		p.warn("validation is legacy: in %s type says interactive and output_validator/ says custom; used anyway", p.Version)
	}
	if len(ws) == 0 || (ws[0] != "default" && ws[0] != "custom") || (ws[0] == "default" && len(ws) > 1) {
		return f.errAt(n, "validation must be default, or custom followed by interactive and/or score, not %q", s)
	}
	for _, w := range ws[1:] {
		switch w {
		case "interactive":
			p.Interactive = true
		case "score":
			p.CustomScore = true
		default:
			return f.errAt(n, "validation: %q is neither interactive nor score", w)
		}
	}
	p.CustomOutputValidator = ws[0] == "custom"
	return nil
}

// grading keeps legacy grading's score keys for the groups and checks the
// rest.
func (p *Problem) grading(f *yfile, n *yaml.Node) error {
	if isNull(n) {
		return nil
	}
	m, err := f.mapping(n, "grading")
	if err != nil {
		return err
	}
	for _, e := range m {
		switch e.key {
		case "accept_score", "reject_score", "range":
			if p.legacyGrading == nil {
				p.legacyGrading = map[string]*yaml.Node{}
			}
			p.legacyGrading[e.key] = e.val
		case "objective":
			if s, _ := f.str(e.val, e.key); s == "min" {
				p.warn("grading.objective min ignored: carokit maximizes scores")
			}
		case "show_test_data_groups", "on_reject":
		default:
			p.warn("problem.yaml: unknown key grading.%s ignored", e.key)
		}
	}
	return nil
}

var (
	plainProblemName = regexp.MustCompile(`(?m)^%%\s*plainproblemname:(.*)$`)
	problemName      = regexp.MustCompile(`\\problemname\{(.*)\}`)
)

// statementName takes a legacy problem's English name from its statement
// (problem_statement/problem.en.tex or problem.tex), as problemtools
// does: a %% plainproblemname: comment, else \problemname{...}; it wins
// over problem.yaml's name.
func (p *Problem) statementName() {
	for _, f := range []string{"problem.en.tex", "problem.tex"} {
		text, err := readPrefix(filepath.Join(p.Dir, "problem_statement", f), maxYAML)
		if err != nil {
			continue
		}
		m := plainProblemName.FindSubmatch(text)
		if m == nil {
			m = problemName.FindSubmatch(text)
		}
		if m != nil {
			p.Name = strings.TrimSpace(string(m[1]))
			if p.Names == nil {
				p.Names = map[string]string{}
			}
			p.Names["en"] = p.Name
		}
		return
	}
}

// detectValidator notes a custom output validator folder.
func (p *Problem) detectValidator() {
	for _, d := range []string{"output_validator", "output_validators"} {
		if nonEmptyDir(filepath.Join(p.Dir, d)) {
			p.CustomOutputValidator = true
			if (d == "output_validators") != (p.Version == Legacy) {
				p.warn("%s/ is the folder's name in another version than %s; used anyway", d, p.Version)
			}
		}
	}
}

func nonEmptyDir(dir string) bool {
	ents, err := os.ReadDir(dir)
	return err == nil && len(ents) > 0
}
