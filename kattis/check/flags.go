package check

import (
	"fmt"
	"strings"

	"carokit/internal/untrusted"
)

// DefaultFlags are the default output validator's flags, parsed from argv
// (ParseDefaultFlags). The zero value is the default comparison: tokens
// compared as strings, up to ASCII case, whitespace only separating them.
type DefaultFlags struct {
	CaseSensitive        bool // case_sensitive: tokens identical byte for byte
	SpaceChangeSensitive bool // space_change_sensitive: every whitespace run (leading and trailing too) identical
	// FloatAbs and FloatRel are the absolute and relative tolerances
	// (float_absolute_tolerance, float_relative_tolerance; float_tolerance
	// sets both), 0 when not given: a tolerance not given and a tolerance 0
	// accept the same tokens, since a token within 0 is within any.
	FloatAbs, FloatRel float64
	// Float says a tolerance was given: answer tokens that are numbers are
	// then compared as numbers.
	Float bool
}

// ParseDefaultFlags reads the default output validator's arguments as the
// Kattis problem package format (2025-09, legacy alike) defines them:
// case_sensitive, space_change_sensitive, float_relative_tolerance ε,
// float_absolute_tolerance ε, float_tolerance ε (both). It is an error to
// give a tolerance twice, float_tolerance with either of the others, a
// tolerance that is not a number of the format's float grammar or is
// negative, or any other argument. An argument holding spaces
// ("float_tolerance 1e-6", as a legacy validator_flags string reads) is
// split on them.
func ParseDefaultFlags(flags []string) (DefaultFlags, error) {
	var f DefaultFlags
	var args []string
	for _, a := range flags {
		args = append(args, strings.Fields(a)...)
	}
	given := map[string]bool{}
	for i := 0; i < len(args); i++ {
		name := args[i]
		switch name {
		case "case_sensitive":
			f.CaseSensitive = true
			continue
		case "space_change_sensitive":
			f.SpaceChangeSensitive = true
			continue
		case "float_tolerance", "float_absolute_tolerance", "float_relative_tolerance":
		default:
			return DefaultFlags{}, fmt.Errorf("default output validator: unknown flag %q (known: case_sensitive, space_change_sensitive, float_tolerance ε, float_absolute_tolerance ε, float_relative_tolerance ε)", untrusted.Text(name))
		}
		if given[name] {
			return DefaultFlags{}, fmt.Errorf("default output validator: %s given twice", name)
		}
		given[name] = true
		if given["float_tolerance"] && (given["float_absolute_tolerance"] || given["float_relative_tolerance"]) {
			return DefaultFlags{}, fmt.Errorf("default output validator: float_tolerance given with float_absolute_tolerance or float_relative_tolerance; give float_tolerance alone, or the other two")
		}
		if i+1 == len(args) {
			return DefaultFlags{}, fmt.Errorf("default output validator: %s needs a value (e.g. %s 1e-6)", name, name)
		}
		i++
		eps, ok := parseFloat([]byte(args[i]))
		if !ok || eps < 0 {
			return DefaultFlags{}, fmt.Errorf("default output validator: %s %q: want a non-negative decimal number such as 1e-6", name, untrusted.Text(args[i]))
		}
		f.Float = true
		if name != "float_relative_tolerance" {
			f.FloatAbs = eps
		}
		if name != "float_absolute_tolerance" {
			f.FloatRel = eps
		}
	}
	return f, nil
}
