package problem

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// Generator is one named kind of test case. Generate must be deterministic
// given its arguments (the seed is one of them), so a test is fully
// described by its command line: `carokit gen --kind KIND --name value …`.
type Generator struct {
	Kind    string
	Summary string  // one line, shown by `carokit gen --list`
	Params  []Param // the parameters it accepts, with defaults
	// Generate builds one case. Bad parameters return a *ParamError.
	Generate func(a Args) (Generated, error)
}

// Param declares one generator parameter.
type Param struct {
	Name    string // without dashes, e.g. "n"
	Default string // "" means required
	Usage   string
}

// Generated is one case and what the generator planted in it.
type Generated struct {
	Input  []byte
	Answer []byte            // the intended answer output; nil when not planted
	Facts  map[string]string // what was planted, for the manifest (winner, line, …)
}

// Args are parsed generator arguments. Seed is always present.
type Args struct {
	Kind string
	Seed uint64
	// AnswerChecked is set by a caller that checks the planted answer
	// against its own reference run (a package build: "reference
	// disagrees with the planted answer"): a generator may then skip
	// replaying the case to check it, which costs as much as the
	// reference. The case it builds must not depend on it.
	AnswerChecked bool
	values        map[string]string
	order         []string
}

// ParseArgs reads "--name value" pairs (or "--name=value") against the
// kind's parameter list, filling in defaults. "--seed" is always accepted.
func (g *Generator) ParseArgs(args []string) (Args, error) {
	a := Args{Kind: g.Kind, values: map[string]string{}}
	known := map[string]bool{"seed": true}
	for _, p := range g.Params {
		known[p.Name] = true
	}
	for i := 0; i < len(args); i++ {
		tok := args[i]
		if !strings.HasPrefix(tok, "--") || len(tok) == 2 {
			return Args{}, &ParamError{Msg: fmt.Sprintf("%s: expected --name value, found %q", g.Kind, tok)}
		}
		name, val, hasEq := strings.Cut(tok[2:], "=")
		if !known[name] {
			return Args{}, &ParamError{Msg: fmt.Sprintf("%s: unknown parameter %q (accepted: %s)", g.Kind, "--"+name, g.paramNames())}
		}
		if !hasEq {
			if i+1 >= len(args) {
				return Args{}, &ParamError{Msg: fmt.Sprintf("%s: --%s needs a value", g.Kind, name)}
			}
			i++
			val = args[i]
		}
		if _, dup := a.values[name]; dup {
			return Args{}, &ParamError{Msg: fmt.Sprintf("%s: --%s given twice", g.Kind, name)}
		}
		a.values[name] = val
	}
	if s, ok := a.values["seed"]; ok {
		seed, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return Args{}, &ParamError{Msg: fmt.Sprintf("%s: --seed %q is not a non-negative integer", g.Kind, s)}
		}
		a.Seed = seed
		delete(a.values, "seed")
	}
	for _, p := range g.Params {
		if _, ok := a.values[p.Name]; !ok {
			if p.Default == "" {
				return Args{}, &ParamError{Msg: fmt.Sprintf("%s: --%s is required", g.Kind, p.Name)}
			}
			a.values[p.Name] = p.Default
		}
		a.order = append(a.order, p.Name)
	}
	return a, nil
}

func (g *Generator) paramNames() string {
	names := []string{"--seed"}
	for _, p := range g.Params {
		names = append(names, "--"+p.Name)
	}
	return strings.Join(names, " ")
}

// WithSeed returns a copy of a with another seed.
func (a Args) WithSeed(seed uint64) Args {
	a.Seed = seed
	return a
}

// Has reports whether the parameter has a value.
func (a Args) Has(name string) bool {
	_, ok := a.values[name]
	return ok
}

// String returns the value of a parameter as given.
func (a Args) String(name string) string { return a.values[name] }

// Int returns an integer parameter within [min, max], or a *ParamError.
func (a Args) Int(name string, min, max int) (int, error) {
	s := a.values[name]
	v, err := strconv.Atoi(s)
	if err != nil {
		return 0, &ParamError{Msg: fmt.Sprintf("%s: --%s %q is not an integer", a.Kind, name, s)}
	}
	if v < min || v > max {
		return 0, &ParamError{Msg: fmt.Sprintf("%s: --%s %d is out of range [%d, %d]", a.Kind, name, v, min, max)}
	}
	return v, nil
}

// Float returns a floating-point parameter within [min, max], or a *ParamError.
func (a Args) Float(name string, min, max float64) (float64, error) {
	s := a.values[name]
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(v) {
		return 0, &ParamError{Msg: fmt.Sprintf("%s: --%s %q is not a number", a.Kind, name, s)}
	}
	if v < min || v > max {
		return 0, &ParamError{Msg: fmt.Sprintf("%s: --%s %g is out of range [%g, %g]", a.Kind, name, v, min, max)}
	}
	return v, nil
}

// Choice returns a parameter that must be one of allowed, or a *ParamError.
func (a Args) Choice(name string, allowed ...string) (string, error) {
	v := a.values[name]
	if slices.Contains(allowed, v) {
		return v, nil
	}
	return "", &ParamError{Msg: fmt.Sprintf("%s: --%s %q must be one of %s", a.Kind, name, v, strings.Join(allowed, ", "))}
}

// CommandLine returns the arguments, every parameter and the seed, in the
// generator's declared order: the exact words that reproduce the case.
func (a Args) CommandLine() []string {
	out := []string{"--kind", a.Kind}
	for _, name := range a.order {
		out = append(out, "--"+name, a.values[name])
	}
	return append(out, "--seed", strconv.FormatUint(a.Seed, 10))
}

// Values returns the parameters (without the seed) as a map, for manifests.
func (a Args) Values() map[string]string {
	m := make(map[string]string, len(a.values))
	for k, v := range a.values {
		m[k] = v
	}
	return m
}
