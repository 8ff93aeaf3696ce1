package format

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"
)

// limitKeysKnown are limits the spec defines that carokit reads no
// meaning from (resource guarantees for compilers and validators, and
// BAPCtools' own generator and visualizer limits).
var limitKeysKnown = []string{
	"code", "compilation_time", "compilation_memory", "validation_time",
	"validation_memory", "validation_output",
	"generator_time", "visualizer_time",
}

// limits reads problem.yaml's limits map.
func (p *Problem) limits(f *yfile, n *yaml.Node) error {
	if isNull(n) {
		return nil
	}
	m, err := f.mapping(n, "limits")
	if err != nil {
		return err
	}
	for _, e := range m {
		if err := p.limit(f, e); err != nil {
			return err
		}
	}
	return nil
}

func (p *Problem) limit(f *yfile, e entry) error {
	key := "limits." + e.key
	var err error
	var v float64
	switch e.key {
	case "time_limit":
		if v, err = f.positive(e.val, key); err == nil {
			p.TimeLimit = seconds(v)
			if p.Version == Legacy {
				p.warn("limits.time_limit is not in the legacy format (its time limit is .timelimit); used anyway")
			}
		}
	case "time_multipliers":
		err = p.multipliers(f, e.val)
	case "time_multiplier", "time_safety_margin":
		if v, err = f.positive(e.val, key); err == nil {
			if e.key == "time_multiplier" {
				p.TimeMultipliers.AC = v
			} else {
				p.TimeMultipliers.TimeLimit = v
			}
			if p.Version != Legacy {
				p.warn("%s is legacy: in %s it is time_multipliers.%s; used anyway", key, p.Version, map[string]string{
					"time_multiplier": "ac_to_time_limit", "time_safety_margin": "time_limit_to_tle"}[e.key])
			}
		}
	case "time_resolution":
		p.TimeResolution, err = f.positive(e.val, key)
	case "validation_passes":
		if v, err = f.positive(e.val, key); err == nil {
			if v != math.Trunc(v) || v < 2 || v > 1000 {
				return f.errAt(e.val, "%s must be a whole number from 2 to 1000", key)
			}
			p.ValidationPasses = int(v)
		}
	case "memory", "output":
		if v, err = f.positive(e.val, key); err == nil {
			if v != math.Trunc(v) || v > 1<<30 {
				return f.errAt(e.val, "%s must be a whole number of MiB", key)
			}
			if e.key == "memory" {
				p.MemoryMB = int(v)
			} else {
				p.OutputMB = int(v)
			}
		}
	default:
		if !slices.Contains(limitKeysKnown, e.key) {
			p.warn("problem.yaml: unknown key %s ignored", key)
		}
	}
	return err
}

// multipliers reads limits.time_multipliers (2023-07 and later).
func (p *Problem) multipliers(f *yfile, n *yaml.Node) error {
	if isNull(n) {
		return nil
	}
	m, err := f.mapping(n, "limits.time_multipliers")
	if err != nil {
		return err
	}
	for _, e := range m {
		key := "limits.time_multipliers." + e.key
		switch e.key {
		case "ac_to_time_limit", "time_limit_to_tle":
			v, err := f.float(e.val, key)
			if err != nil {
				return err
			}
			if !(v >= 1) || math.IsInf(v, 0) {
				return f.errAt(e.val, "%s must be a number of at least 1", key)
			}
			if e.key == "ac_to_time_limit" {
				p.TimeMultipliers.AC = v
			} else {
				p.TimeMultipliers.TimeLimit = v
			}
		default:
			p.warn("problem.yaml: unknown key %s ignored", key)
		}
	}
	return nil
}

// seconds converts a positive number of seconds, bounded to a day so the
// conversion cannot overflow.
func seconds(v float64) time.Duration {
	return time.Duration(math.Round(min(v, 86400) * float64(time.Second)))
}

// readTimelimitFile reads .timelimit (problemtools and DOMjudge): one
// number of seconds. limits.time_limit wins when both are given.
func (p *Problem) readTimelimitFile() error {
	data, err := os.ReadFile(filepath.Join(p.Dir, ".timelimit"))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("read .timelimit: %w", err)
	}
	s := strings.TrimSpace(string(data[:min(len(data), 64)]))
	v, err := parseFloat(s)
	if err != nil || !(v > 0) || math.IsInf(v, 0) {
		return fmt.Errorf(".timelimit must hold one number of seconds above 0, not %q", s)
	}
	switch {
	case p.TimeLimit > 0:
		p.warn(".timelimit ignored: problem.yaml's limits.time_limit is used")
	default:
		p.TimeLimit = seconds(v)
		if p.Version != Legacy {
			p.warn(".timelimit is deprecated in %s (BAPCtools now ignores it): write limits.time_limit in problem.yaml; used anyway", p.Version)
		}
	}
	return nil
}

var constantName = regexp.MustCompile(`^[a-zA-Z_][a-zA-Z0-9_]*$`)

// constants reads problem.yaml's constants: a scalar, or a map with a
// value and variants.
func (p *Problem) constants(f *yfile, n *yaml.Node) error {
	if isNull(n) {
		return nil
	}
	m, err := f.mapping(n, "constants")
	if err != nil {
		return err
	}
	p.Constants = map[string]string{}
	for _, e := range m {
		if !constantName.MatchString(e.key) {
			return f.errAt(e.val, "constant name %q must match %s", e.key, constantName)
		}
		if resolve(e.val).Kind == yaml.ScalarNode {
			p.Constants[e.key], err = f.str(e.val, "constants."+e.key)
			if err != nil {
				return err
			}
			continue
		}
		vars, err := f.mapping(e.val, "constants."+e.key)
		if err != nil {
			return err
		}
		for _, v := range vars {
			s, err := f.str(v.val, "constants."+e.key+"."+v.key)
			if err != nil {
				return err
			}
			p.Constants[e.key+"."+v.key] = s
			if v.key == "value" {
				p.Constants[e.key] = s
			}
		}
		if _, ok := p.Constants[e.key]; !ok {
			return f.errAt(e.val, "constants.%s has no value", e.key)
		}
	}
	return nil
}

var constantRef = regexp.MustCompile(`\{\{([a-zA-Z_][a-zA-Z0-9_]*(?:\.[a-zA-Z_][a-zA-Z0-9_]*)?)\}\}`)

// Substitute replaces {{name}} and {{name.variant}} by the problem's
// constants, as the 2025-09 format does in test_group.yaml, validators,
// included files and submissions; an unknown name is left as written.
func (p *Problem) Substitute(data []byte) []byte {
	if len(p.Constants) == 0 {
		return data
	}
	out, _ := SubstituteConstants(data, p.Constants)
	return out
}

// SubstituteConstants puts constants (by NAME and NAME.VARIANT, as
// Problem.Constants has them) for each {{name}} or {{name.variant}} in
// text; an unknown one is left as it is and named in unknown.
func SubstituteConstants(text []byte, constants map[string]string) (out []byte, unknown []string) {
	out = constantRef.ReplaceAllFunc(text, func(m []byte) []byte {
		if v, ok := constants[string(m[2:len(m)-2])]; ok {
			return []byte(v)
		}
		unknown = append(unknown, string(m))
		return m
	})
	return out, unknown
}

// HasConstants reports whether text holds a {{name}} or {{name.variant}}.
func HasConstants(text []byte) bool { return constantRef.Match(text) }
