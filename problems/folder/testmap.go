package folder

import (
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"carokit/kattis/format"
	"carokit/kattis/generators"
	"carokit/kattis/score"
	"carokit/plan"
)

// testRef is what the folder says of one test of the package: its
// Kattis name (its group's path under data/ and its own,
// "secret/group1/deeper/03-big") and its settings (its deepest group's,
// with its own .yaml), whose validator flags and scoring apply to it.
type testRef struct {
	Key      string
	Settings format.Settings
}

// mapTests records, for each subtask, its tests in plan order (the
// package's test N of subtask S is tests[S-1][N-1]), and the samples'
// names, and the test tree the Kattis score is computed on. A plan of
// the setter's own (plan.txt) names no deeper group: its tests keep
// their subtask's settings.
func (p *Problem) mapTests(planText string) {
	p.passFailGroups()
	p.tests = nil
	switch {
	case p.items != nil:
		p.tests = p.generatorsTests()
	case p.ownPlanned():
	default:
		for _, g := range p.groups {
			var refs []testRef
			for key, t := range g.All() {
				refs = append(refs, testRef{Key: key, Settings: t.Settings})
			}
			p.tests = append(p.tests, refs)
		}
	}
	if p.tests != nil && !sameCounts(planText, p.tests) {
		p.opt.Warnings("carokit could not match the plan's tests with the folder's groups: every test gets its first-level group's flags and scoring")
		p.tests = nil
	}
	p.sampleKeys = nil
	if p.data.Sample != nil {
		for key := range p.data.Sample.All() {
			p.sampleKeys = append(p.sampleKeys, key)
		}
	}
	for _, s := range p.extraSamples {
		p.sampleKeys = append(p.sampleKeys, "sample/"+s.Name)
	}
	p.keySettings = map[string]format.Settings{}
	for _, refs := range p.tests {
		for _, r := range refs {
			p.keySettings[r.Key] = r.Settings
		}
	}
}

// ownPlanned reports whether the tests come from the setter's plan.txt.
func (p *Problem) ownPlanned() bool {
	_, err := os.Stat(filepath.Join(p.meta.Dir, planFile))
	return p.items == nil && err == nil
}

// passFailGroups makes a scoring folder's generators.yaml groups of
// secret aggregate pass-fail unless their test_group.yaml gives score_aggregation, as
// 2025-09 defines a group's default (format.ReadData does so for data/;
// Settings.Child inherits secret's sum).
func (p *Problem) passFailGroups() {
	if p.items == nil || p.meta.Version != format.V2025 || !p.Scoring() {
		return // a pass-fail problem's groups keep the table's scoring
	}
	cfg, err := generators.Read(p.meta.Dir)
	if err != nil {
		return
	}
	for _, g := range cfg.Groups() {
		s, ok := p.genSettings[g.Path]
		if _, given := g.YAML["score_aggregation"]; !ok || given || strings.Count(g.Path, "/") != 1 || !strings.HasPrefix(g.Path, "secret/") {
			continue
		}
		s.Aggregation = "pass-fail"
		p.genSettings[g.Path] = s
	}
	for _, g := range p.groups {
		if s, ok := p.genSettings[g.Path]; ok {
			g.Settings = s
		}
	}
}

// generatorsTests are generators.yaml's secret tests by subtask, in the
// order generatorsPlan writes their lines (its items', by first-level
// group), with their group's settings.
func (p *Problem) generatorsTests() [][]testRef {
	index := map[string]int{}
	for i, g := range p.groups {
		index[g.Path] = i
	}
	out := make([][]testRef, len(p.groups))
	for _, it := range p.items {
		if p.samplesOnly && strings.HasPrefix(it.Group+"/", "sample/") {
			out[0] = append(out[0], testRef{Key: it.Path, Settings: p.settingsAt(it.Group)})
			continue
		}
		if !strings.HasPrefix(it.Group+"/", "secret/") {
			continue
		}
		i, ok := index[subtaskPath(it.Group)]
		if !ok {
			return nil
		}
		out[i] = append(out[i], testRef{Key: it.Path, Settings: p.settingsAt(it.Group)})
	}
	return out
}

// sameCounts reports whether the plan has as many tests in each subtask
// as refs says.
func sameCounts(planText string, refs [][]testRef) bool {
	parsed, err := plan.Parse("plan", []byte(planText))
	if err != nil || len(parsed.Groups) != len(refs) {
		return false
	}
	for i, g := range parsed.Groups {
		if len(g.Tests) != len(refs[i]) {
			return false
		}
	}
	return true
}

// settingsAt are the settings of the group at path ("" is data/):
// generators.yaml's when it has one (a group it does not declare has
// its parent's), else data/'s.
func (p *Problem) settingsAt(at string) format.Settings {
	if p.items != nil {
		if s, ok := p.genSettings[at]; ok {
			return s
		}
	} else if at == "" {
		return p.data.Root
	} else {
		for _, g := range []*format.Group{p.data.Sample, p.data.Secret} {
			if f := g.Find(at); f != nil {
				return f.Settings
			}
		}
	}
	if at == "" {
		return format.RootSettings()
	}
	c, _, _ := p.settingsAt(parentPath(at)).Child("", nil)
	return c
}

func parentPath(p string) string {
	if !strings.Contains(p, "/") {
		return ""
	}
	return path.Dir(p)
}

// testAt is the package's test named test of subtask (0: a sample), nil
// when the folder cannot say.
func (p *Problem) testAt(subtask int, test string) *testRef {
	num, _, ok := strings.Cut(test, "-")
	n, err := strconv.Atoi(num)
	if !ok || err != nil || n < 1 || subtask < 1 || subtask > len(p.tests) || n > len(p.tests[subtask-1]) {
		return nil
	}
	return &p.tests[subtask-1][n-1]
}

// testSettings are the settings that apply to the package's test named
// test of subtask: its own group's, else its subtask's.
func (p *Problem) testSettings(subtask int, test string) format.Settings {
	if r := p.testAt(subtask, test); r != nil {
		return r.Settings
	}
	return p.settings(subtask)
}

// TestKey is the Kattis name of the package's test named test of subtask
// (0: the samples): its path under data/ without extension,
// "secret/group1/deeper/03-big", "sample/1", as submissions.yaml's globs
// and the score's groups name it. For a plan.txt folder it is the
// subtask's group and the package's name.
func (p *Problem) TestKey(subtask int, test string) string {
	if r := p.testAt(subtask, test); r != nil {
		return r.Key
	}
	if subtask == 0 {
		num, name, _ := strings.Cut(test, "-")
		if n, err := strconv.Atoi(num); err == nil && n >= 1 && n <= len(p.sampleKeys) {
			return p.sampleKeys[n-1]
		}
		return "sample/" + name
	}
	return p.GroupPath(subtask) + "/" + test
}

// scoreTree is the test data tree the Kattis score is computed on, of
// the tests named by keys (TestKey's): each with its own settings, each
// group with the folder's.
func (p *Problem) scoreTree(keys []string) *score.Node {
	tests := make([]score.Test, len(keys))
	for i, k := range keys {
		s, ok := p.keySettings[k]
		if !ok {
			s = p.groupSettingsAt(parentPath(k))
		}
		tests[i] = score.Test{Key: k, Settings: s}
	}
	return score.Build(tests, p.groupSettingsAt)
}

// groupSettingsAt are the settings of the group at path: the subtask's
// when it is one, else settingsAt's.
func (p *Problem) groupSettingsAt(at string) format.Settings {
	for _, g := range p.groups {
		if g.Path == at {
			return g.Settings
		}
	}
	return p.settingsAt(at)
}
