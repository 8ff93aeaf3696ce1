package folder

import (
	"fmt"
	"math"
	"os"
	"path"
	"path/filepath"
	"strings"

	"carokit/kattis/format"
	"carokit/problem"
	"carokit/subtasks"
)

// groupValue is the value a folder problem's Validate reports for the
// subtask table: the group's number, which selects it (subtasks.Limit
// Exact), since a Kattis test belongs to the group whose folder holds it.
const groupValue = "group"

// makeSpec fills p.spec from problem.yaml and the test groups: one
// subtask per group of data/secret (or generators.yaml), the samples, the
// plan, and the reference.
func (p *Problem) makeSpec() error {
	m := p.meta
	name := safeProblemName(filepath.Base(m.Dir))
	tl := m.TimeLimit
	if tl <= 0 {
		tl = defaultTimeLimit
		p.opt.Warnings(fmt.Sprintf("%s declares no time limit: carokit uses %v (set limits.time_limit in problem.yaml, or see package --suggest-time-limit)", m.Dir, tl))
	}
	mem := int64(m.MemoryMB) << 20
	if mem <= 0 {
		mem = 2048 << 20
	}
	title := m.Name
	if title == "" {
		title = name
	}
	p.spec = &problem.Spec{
		Name: name, Title: title, TimeLimit: tl, MemoryLimit: mem,
		PlanDir: m.Dir, SeedInPlaceOnly: true, KeepAnswers: true,
	}
	plan, groups, err := p.makePlan()
	if err != nil {
		return err
	}
	p.groups = groups
	p.spec.Plan = plan
	p.spec.Subtasks = p.subtaskTable()
	p.mapTests(plan)
	samples, err := p.samples()
	if err != nil {
		return err
	}
	p.spec.Samples = samples
	p.spec.Solutions = []problem.Solution{p.reference()}
	p.spec.Assets, err = p.assets()
	return err
}

// subtaskTable is one subtask per group, weighted by max_score when the
// groups give one (scoring problems), else equally.
func (p *Problem) subtaskTable() subtasks.Table {
	total, given := 0.0, true
	for _, g := range p.groups {
		total += groupScore(g.Settings)
		given = given && groupScore(g.Settings) > 0
	}
	t := make(subtasks.Table, len(p.groups))
	for i, g := range p.groups {
		w := 100 / float64(len(p.groups))
		if given && total > 0 {
			w = 100 * groupScore(g.Settings) / total
		}
		w = math.Round(w*1e6) / 1e6
		t[i] = subtasks.Subtask{ID: i + 1, Weight: w, Note: g.Path,
			Limits: []subtasks.Limit{{Name: groupValue, Max: int64(i + 1), Exact: true}}}
	}
	return t
}

// groupScore is a group's most points: 2025-09 max_score, else the top
// of legacy range (as problemtools caps a group's score); 0 when neither
// is a finite positive number.
func groupScore(s format.Settings) float64 {
	score := s.MaxScore
	if score == 0 {
		score = s.Range[1]
	}
	if math.IsInf(score, 0) || math.IsNaN(score) || score < 0 {
		return 0
	}
	return score
}

// subtaskGroups are the groups that are subtasks: data/secret's
// subgroups, or data/secret itself when it has none; tests directly in
// data/secret beside subgroups are a subtask of their own, first.
func subtaskGroups(secret *format.Group) []*format.Group {
	if secret == nil {
		return nil
	}
	if len(secret.Groups) == 0 && len(secret.Tests) > 0 {
		return []*format.Group{secret}
	}
	var out []*format.Group
	if len(secret.Tests) > 0 {
		own := *secret
		own.Groups = nil
		out = append(out, &own)
	}
	return append(out, secret.Groups...)
}

// allTests are g's tests and its subgroups', in the spec's order.
func allTests(g *format.Group) []format.Test {
	var out []format.Test
	for _, t := range g.All() {
		out = append(out, t)
	}
	return out
}

// dataPlan is the plan of a folder whose tests are its data/ files: one
// "file" line per test, by group.
func (p *Problem) dataPlan() (string, []*format.Group, error) {
	groups := subtaskGroups(p.data.Secret)
	if len(groups) == 0 && p.data.Sample != nil && len(allTests(p.data.Sample)) > 0 {
		var lines []string
		for _, t := range allTests(p.data.Sample) {
			lines = append(lines, labelled(t.Name, "file "+planWord(p.meta.Dir, t.In)))
		}
		return p.samplesPlan("data/", p.data.Sample, lines)
	}
	if len(groups) == 0 {
		return "", nil, fmt.Errorf("%s has no tests: add data/secret/*.in or generators/generators.yaml", p.meta.Dir)
	}
	lines := map[*format.Group][]string{}
	for _, g := range groups {
		for _, t := range allTests(g) {
			lines[g] = append(lines[g], labelled(t.Name, "file "+planWord(p.meta.Dir, t.In)))
		}
	}
	return writePlan("data/", groups, lines), groups, nil
}

// samplesPlan is the plan of a folder with samples and no secret test:
// the samples (group g, lines their plan lines) are repeated as its one
// subtask, so that carokit's plan and build, which are made of
// subtasks, work on it; SamplesOnly says so: the package is marked
// (Manifest.SamplesOnly) and judge judges and shows the samples alone,
// and its certification fails (a draft only), as problemtools'
// verifyproblem errs on an empty data/secret while it still judges the
// samples, and BAPCtools runs them.
func (p *Problem) samplesPlan(source string, g *format.Group, lines []string) (string, []*format.Group, error) {
	p.samplesOnly = true
	p.opt.Warnings(fmt.Sprintf("%s has no secret tests: its samples are its only tests (judged as the group sample, no subtask), and a package of it can only be a draft (package --draft); add data/secret/*.in or secret tests to generators.yaml", p.meta.Dir))
	return writePlan(source, []*format.Group{g}, map[*format.Group][]string{g: lines}), []*format.Group{g}, nil
}

// SamplesOnly reports whether the folder has samples and no secret test
// (samplesPlan): its package is refused certification.
func (p *Problem) SamplesOnly() bool { return p.samplesOnly }

// NoSecretTests is the one-line reason a samples-only folder's package
// is not certified.
const NoSecretTests = "no secret tests: the samples are the only tests, and a package needs secret tests to be certified (problemtools: \"data/secret exists, but does not contain any testcases\"); add data/secret/*.in or secret tests to generators.yaml"

// samples are data/sample's tests.
func (p *Problem) samples() ([]problem.Sample, error) {
	if p.data.Sample == nil {
		return p.extraSamples, nil
	}
	var out []problem.Sample
	for _, t := range allTests(p.data.Sample) {
		in, err := os.ReadFile(t.In)
		if err != nil {
			return nil, fmt.Errorf("read sample: %w", err)
		}
		var ans []byte
		if t.Ans != "" {
			if ans, err = os.ReadFile(t.Ans); err != nil {
				return nil, fmt.Errorf("read sample: %w", err)
			}
		}
		out = append(out, sampleOf(t.Name, in, ans))
	}
	return append(out, p.extraSamples...), nil
}

// planWord is path as a plan word: relative to dir with slashes when it
// is inside, else absolute; a path with a space or '#' cannot be one.
func planWord(dir, p string) string {
	if rel, err := filepath.Rel(dir, p); err == nil && !strings.HasPrefix(rel, "..") {
		return path.Clean(filepath.ToSlash(rel))
	}
	return p
}

// safeProblemName is the folder's name as carokit names packages
// (out/NAME): letters, digits, '-' and '_'.
func safeProblemName(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			b.WriteRune(r)
		}
	}
	if b.Len() == 0 {
		return "problem"
	}
	return b.String()
}

// sampleOf is a sample named name.
func sampleOf(name string, in, ans []byte) problem.Sample {
	return problem.Sample{Name: name, Input: in, Answer: ans}
}
