package format

import (
	"fmt"
	"iter"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// Test is one test case: its .in, its .ans ("" when missing, as in
// invalid_input) and its other files by extension (".hint", ".desc",
// ".png", ".out", ".in.statement", ".files" (a folder), ".yaml", ...).
type Test struct {
	// Name is the base name in its group ("03"); for the validation
	// folders (Data.InvalidInputs...) the path under data/
	// ("invalid_input/neg").
	Name    string
	In, Ans string // paths; Ans may be ""
	Files   map[string]string
	// Settings are the group's merged with the test's own .yaml (2025-09
	// test case configuration: args, *_validator_args, hint, ...).
	Settings Settings
}

// Group is a folder of tests: sample, secret or a test group.
type Group struct {
	Path     string // "sample", "secret", "secret/group1"
	Settings Settings
	Tests    []Test   // lexicographic by name, as the spec orders them
	Groups   []*Group // subgroups, lexicographic by name
}

// Data is a problem's data/ folder.
type Data struct {
	// Root are data/'s own settings (data/testdata.yaml over the
	// defaults): the grading of the whole submission in legacy, whose
	// root group holds sample and secret.
	Root           Settings
	Sample, Secret *Group // empty groups when the folder is missing
	// InvalidInputs are data/invalid_input (older BAPCtools: invalid_inputs),
	// inputs the input validators must reject; InvalidAnswers .in and .ans,
	// answers a validator must reject; InvalidOutputs and ValidOutputs .in,
	// .ans and .out, outputs the output validator must reject, or accept.
	InvalidInputs, InvalidAnswers, InvalidOutputs, ValidOutputs []Test
	Warnings                                                    []string
}

// testExtensions are the files of a test besides .in and .ans (legacy
// annotations and 2025-09 test files).
var testExtensions = []string{
	".hint", ".desc", ".png", ".jpg", ".jpeg", ".svg", ".out", ".interaction",
	".in.statement", ".ans.statement", ".in.download", ".ans.download", ".files", ".yaml",
}

// validName is the spec's file name rule; other names (.git, -x, names
// with spaces) are ignored as the spec says, with a warning for those not
// starting with a dot.
var validName = regexp.MustCompile(`^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$`)

// maxDepth bounds the folder walk (a symbolic link cycle ends there).
const maxDepth = 16

// ReadData reads p.Dir/data: sample and secret as trees of groups with
// their merged settings, and the validation folders.
func ReadData(p *Problem) (*Data, error) {
	r := &dataReader{p: p, d: &Data{}}
	root := rootSettings()
	if err := r.legacyGrading(&root); err != nil {
		return nil, err
	}
	if err := r.settingsIn(filepath.Join(p.Dir, "data"), "", &root); err != nil {
		return nil, err
	}
	if err := r.legacyGrading(&root); err != nil {
		return nil, err
	}
	r.d.Root = root
	var err error
	sample := root.inherit()
	sample.FullFeedback = true
	if p.Version == V2025 {
		sample.Aggregation = "pass-fail"
	}
	if r.d.Sample, err = r.group("sample", sample, 0); err != nil {
		return nil, err
	}
	if r.d.Secret, err = r.group("secret", root.inherit(), 0); err != nil {
		return nil, err
	}
	for _, v := range []struct {
		dirs []string
		dst  *[]Test
	}{
		{[]string{"invalid_input", "invalid_inputs"}, &r.d.InvalidInputs},
		{[]string{"invalid_answer", "invalid_answers"}, &r.d.InvalidAnswers},
		{[]string{"invalid_output"}, &r.d.InvalidOutputs},
		{[]string{"valid_output"}, &r.d.ValidOutputs},
	} {
		for _, dir := range v.dirs {
			if err := r.flat(dir, root.inherit(), v.dst, 0); err != nil {
				return nil, err
			}
		}
	}
	return r.d, nil
}

type dataReader struct {
	p *Problem
	d *Data
}

func (r *dataReader) warn(format string, args ...any) {
	r.d.Warnings = append(r.d.Warnings, fmt.Sprintf(format, args...))
}

// legacyGrading applies problem.yaml's pre-testdata.yaml grading keys:
// over every group's own settings, as problemtools sets them after the
// group's testdata.yaml (verifyproblem.py TestCaseGroup.__init__).
func (r *dataReader) legacyGrading(s *Settings) error {
	f := &yfile{name: "problem.yaml"}
	for _, k := range []string{"accept_score", "reject_score", "range", "on_reject"} {
		if n, ok := r.p.legacyGrading[k]; ok {
			f.entries = append(f.entries, entry{k, n})
		}
	}
	return s.apply(f, r.warn)
}

// settingsIn merges dir's test_group.yaml or testdata.yaml over s; rel
// names the folder under data/ in messages.
func (r *dataReader) settingsIn(dir, rel string, s *Settings) error {
	want, other := "test_group.yaml", "testdata.yaml"
	if r.p.Version != V2025 {
		want, other = other, want
	}
	name := want
	f, err := r.readSettings(dir, rel, want)
	if err == nil && f == nil {
		name = other
		f, err = r.readSettings(dir, rel, other)
	} else if err == nil {
		if _, e := os.Stat(filepath.Join(dir, other)); e == nil {
			r.warn("%s ignored: %s is read in %s", path.Join("data", rel, other), want, r.p.Version)
		}
	}
	if err != nil || f == nil {
		return err
	}
	if name == other {
		r.warn("%s is the name in another version than %s (%s); read anyway", path.Join("data", rel, other), r.p.Version, want)
	}
	return s.apply(f, r.warn)
}

func (r *dataReader) readSettings(dir, rel, name string) (*yfile, error) {
	shown := path.Join("data", rel, name)
	data, err := os.ReadFile(filepath.Join(dir, name))
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", shown, err)
	}
	return parseYAML(r.p.Substitute(data), shown)
}

// group reads data/rel as a group with its parent's settings.
func (r *dataReader) group(rel string, s Settings, depth int) (*Group, error) {
	dir := filepath.Join(r.p.Dir, "data", filepath.FromSlash(rel))
	g := &Group{Path: rel, Settings: s}
	if _, err := os.Stat(dir); os.IsNotExist(err) {
		if depth == 0 && rel == "secret" {
			r.warn("data/secret is missing: there are no secret tests yet")
		}
		return g, nil
	}
	if depth > maxDepth {
		return nil, fmt.Errorf("data/%s: folders nested deeper than %d (a symbolic link loop?)", rel, maxDepth)
	}
	if err := r.settingsIn(dir, rel, &g.Settings); err != nil {
		return nil, err
	}
	if err := r.legacyGrading(&g.Settings); err != nil {
		return nil, err
	}
	tests, subdirs, err := r.list(dir, rel)
	if err != nil {
		return nil, err
	}
	if r.p.Version == V2025 {
		r.checkGroups(dir, rel, depth, tests, subdirs)
	}
	for _, base := range tests {
		t, err := r.test(dir, rel, base, g.Settings)
		if err != nil {
			return nil, err
		}
		g.Tests = append(g.Tests, t)
	}
	for _, sub := range subdirs {
		cs := g.Settings.inherit()
		if r.p.Version == V2025 {
			// score_aggregation is per group: pass-fail unless given.
			cs.Aggregation = "pass-fail"
		}
		c, err := r.group(path.Join(rel, sub), cs, depth+1)
		if err != nil {
			return nil, err
		}
		g.Groups = append(g.Groups, c)
	}
	return g, nil
}

// checkGroups warns where 2025-09's layout rules are broken: in secret,
// test data groups (folders with test_group.yaml) or tests, not both; no
// group inside a group. carokit reads every folder as a group anyway.
func (r *dataReader) checkGroups(dir, rel string, depth int, tests, subdirs []string) {
	var groups, plain []string
	for _, d := range subdirs {
		if fileExists(filepath.Join(dir, d, "test_group.yaml")) {
			groups = append(groups, d)
		} else {
			plain = append(plain, d)
		}
	}
	switch {
	case len(groups) == 0:
	case rel == "sample":
		r.warn("data/sample/%s: sample must not have test data groups (2025-09)", groups[0])
	case depth == 0 && (len(tests) > 0 || len(plain) > 0):
		r.warn("data/secret has test data groups (%s) and also tests or folders without test_group.yaml: 2025-09 allows one or the other", groups[0])
	case depth > 0 && strings.HasPrefix(rel, "secret/"):
		r.warn("data/%s/%s: a test data group inside a group (2025-09 allows none)", rel, groups[0])
	}
}

// list returns a folder's test base names and its subfolders (not a
// test's .files folder), each sorted.
func (r *dataReader) list(dir, rel string) (tests, subdirs []string, err error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, nil, fmt.Errorf("read data/%s: %w", rel, err)
	}
	isTest := map[string]bool{}
	var dirs []string
	for _, e := range ents {
		name := e.Name()
		if !validName.MatchString(name) {
			if !strings.HasPrefix(name, ".") {
				r.warn("data/%s ignored: a file name must match %s", path.Join(rel, name), validName)
			}
			continue
		}
		info, err := os.Stat(filepath.Join(dir, name))
		if err != nil {
			r.warn("data/%s ignored: %v", path.Join(rel, name), err)
			continue
		}
		switch {
		case info.IsDir():
			dirs = append(dirs, name)
		case strings.HasSuffix(name, ".in") && name != ".in":
			isTest[strings.TrimSuffix(name, ".in")] = true
		}
	}
	for _, d := range dirs {
		if isTest[strings.TrimSuffix(d, ".files")] && strings.HasSuffix(d, ".files") {
			continue
		}
		if isTest[d] {
			r.warn("data/%s ignored: a folder must not have a test's name", path.Join(rel, d))
			continue
		}
		subdirs = append(subdirs, d)
	}
	for b := range isTest {
		if b == "test_group" || b == "testdata" {
			r.warn("data/%s.in ignored: a test must not be named as the group's settings file", path.Join(rel, b))
			continue
		}
		tests = append(tests, b)
	}
	slices.Sort(tests)
	slices.Sort(subdirs)
	return tests, subdirs, nil
}

// test reads one test's files and its own .yaml.
func (r *dataReader) test(dir, rel, base string, s Settings) (Test, error) {
	t := Test{Name: base, In: filepath.Join(dir, base+".in"), Settings: s.inherit()}
	if fileExists(filepath.Join(dir, base+".ans")) {
		t.Ans = filepath.Join(dir, base+".ans")
	} else if !strings.HasPrefix(rel, "invalid_input") {
		r.warn("data/%s.in has no .ans", path.Join(rel, base))
	}
	for _, ext := range testExtensions {
		p := filepath.Join(dir, base+ext)
		if _, err := os.Stat(p); err == nil {
			if t.Files == nil {
				t.Files = map[string]string{}
			}
			t.Files[ext] = p
		}
	}
	if y, ok := t.Files[".yaml"]; ok {
		f, err := r.readSettings(filepath.Dir(y), rel, filepath.Base(y))
		if err != nil {
			return t, err
		}
		if err := t.Settings.apply(f, r.warn); err != nil {
			return t, err
		}
	}
	return t, nil
}

// flat reads a validation folder (invalid_input, ...) and its subfolders
// into tests named by their path under data/.
func (r *dataReader) flat(rel string, s Settings, dst *[]Test, depth int) error {
	dir := filepath.Join(r.p.Dir, "data", filepath.FromSlash(rel))
	if _, err := os.Stat(dir); os.IsNotExist(err) {
		return nil
	}
	if depth > maxDepth {
		return fmt.Errorf("data/%s: folders nested deeper than %d (a symbolic link loop?)", rel, maxDepth)
	}
	if err := r.settingsIn(dir, rel, &s); err != nil {
		return err
	}
	tests, subdirs, err := r.list(dir, rel)
	if err != nil {
		return err
	}
	for _, base := range tests {
		t, err := r.test(dir, rel, base, s)
		if err != nil {
			return err
		}
		t.Name = path.Join(rel, base)
		*dst = append(*dst, t)
	}
	for _, sub := range subdirs {
		if err := r.flat(path.Join(rel, sub), s.inherit(), dst, depth+1); err != nil {
			return err
		}
	}
	return nil
}

func fileExists(p string) bool {
	info, err := os.Stat(p)
	return err == nil && !info.IsDir()
}

// All yields the group's tests with their verdict keys (group path + "/"
// + name, as Check takes them) in the spec's order: tests and subgroups
// interleaved, lexicographically by name, each subgroup's tests where the
// subgroup's name falls.
func (g *Group) All() iter.Seq2[string, Test] {
	return func(yield func(string, Test) bool) { g.all(yield) }
}

func (g *Group) all(yield func(string, Test) bool) bool {
	i, j := 0, 0
	for i < len(g.Tests) || j < len(g.Groups) {
		if j == len(g.Groups) || (i < len(g.Tests) && g.Tests[i].Name < path.Base(g.Groups[j].Path)) {
			if !yield(g.Path+"/"+g.Tests[i].Name, g.Tests[i]) {
				return false
			}
			i++
			continue
		}
		if !g.Groups[j].all(yield) {
			return false
		}
		j++
	}
	return true
}

// Find returns the group with this path ("secret/group1") in g's tree, or
// nil.
func (g *Group) Find(path string) *Group {
	if g == nil || g.Path == path {
		return g
	}
	for _, c := range g.Groups {
		if f := c.Find(path); f != nil {
			return f
		}
	}
	return nil
}
