package format

import (
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"
)

// globRules are one top-level entry of submissions.yaml: a submission
// glob and what it says.
type globRules struct {
	glob   string
	re     *regexp.Regexp
	whole  *Expectation // the rule for all tests; nil when no rule key is given
	groups []groupRule  // rules for the tests a glob names, in file order
	// language, entrypoint and model_solution of the submissions matched.
	language, entrypoint string
	model                bool
	warnings             []string
	// f and m are kept to re-read the rule over a folder default.
	f *yfile
	m []entry
}

type groupRule struct {
	glob string
	e    Expectation
}

// readSubmissionsYAML reads submissions/submissions.yaml; none is no
// rules.
func readSubmissionsYAML(file string) ([]globRules, error) {
	f, err := readYAMLFile(file, "submissions/submissions.yaml")
	if err != nil || f == nil {
		return nil, err
	}
	return f.submissionRules()
}

// parseSubmissionsYAML reads submissions.yaml's bytes.
func parseSubmissionsYAML(data []byte) ([]globRules, error) {
	f, err := parseYAML(data, "submissions.yaml")
	if err != nil {
		return nil, err
	}
	return f.submissionRules()
}

func (f *yfile) submissionRules() ([]globRules, error) {
	out := make([]globRules, 0, len(f.entries))
	for _, top := range f.entries {
		m, err := f.mapping(top.val, fmt.Sprintf("the entry of %q", top.key))
		if err != nil {
			return nil, err
		}
		g := globRules{glob: top.key, re: compileGlob(top.key), f: f, m: m}
		if err := g.read(f, m); err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, nil
}

// read fills g from the entry's keys: its own keys, the rule for all
// tests, and every other key as a test glob with its rule.
func (g *globRules) read(f *yfile, m []entry) error {
	from := fmt.Sprintf("submissions.yaml %q", g.glob)
	whole, ok, err := f.parseExpectation(m, nil, from)
	if err != nil {
		return err
	}
	if ok {
		g.whole = &whole
	}
	for _, kv := range m {
		switch {
		case kv.key == "language":
			g.language, err = f.str(kv.val, kv.key)
		case kv.key == "entrypoint":
			g.entrypoint, err = f.str(kv.val, kv.key)
		case kv.key == "model_solution":
			g.model, err = f.boolean(kv.val, kv.key)
		case kv.key == "authors" || slices.Contains(expectationKeys, kv.key):
		default:
			err = g.groupRule(f, kv)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// groupRule reads the rule of one test glob ("secret/group1": {...}).
func (g *globRules) groupRule(f *yfile, kv entry) error {
	what := fmt.Sprintf("%q under %q", kv.key, g.glob)
	gm, err := f.mapping(kv.val, what)
	if err != nil {
		return fmt.Errorf("%w (a key of a submission's entry that is not language, entrypoint, authors, model_solution, permitted, required, score, message or use_for_time_limit names tests)", err)
	}
	for _, e := range gm {
		if !slices.Contains(expectationKeys, e.key) {
			return f.errAt(e.val, "%s: unknown key %q (permitted, required, score, message, use_for_time_limit)", what, e.key)
		}
	}
	e, _, err := f.parseExpectation(gm, nil, fmt.Sprintf("submissions.yaml %q, tests %q", g.glob, kv.key))
	if err != nil {
		return err
	}
	if first, _, _ := strings.Cut(path.Clean(kv.key), "/"); first != "sample" && first != "secret" && first != "*" {
		g.warnings = append(g.warnings, fmt.Sprintf("submissions.yaml %q: test glob %q does not start with sample, secret or *", g.glob, kv.key))
	}
	g.groups = append(g.groups, groupRule{kv.key, e})
	return nil
}

// override re-reads the entry's rule over a folder's default: the keys it
// does not give are the default's (the spec's "Default directories").
func (g *globRules) override(def Expectation) Expectation {
	e, ok, err := g.f.parseExpectation(g.m, &def, fmt.Sprintf("submissions.yaml %q (over the folder default)", g.glob))
	if err != nil || !ok {
		return def
	}
	return e
}
