package export

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"carokit/testpkg"
)

// nameRE is the file-name rule of the Kattis format, which is also safe in
// a zip, in XML and on every judge's disk: test and group names must obey it.
var nameRE = nameRule{regexp.MustCompile(`^[a-zA-Z0-9_][a-zA-Z0-9_.-]*$`)}

// nameRule checks the length apart from the regexp: a bounded repetition
// such as {0,254} costs a millisecond to compile at every program start,
// and carokit starts once per judged run.
type nameRule struct{ re *regexp.Regexp }

// MatchString reports whether s is a valid name of at most 255 bytes.
func (n nameRule) MatchString(s string) bool { return len(s) <= 255 && n.re.MatchString(s) }

var taskNameRE = regexp.MustCompile(`^[A-Za-z0-9_]{1,64}$`)

// layout is a package as the formats see it: the subtasks in table order,
// each with its tests, every file path checked to stay inside the package.
type layout struct {
	pkg     *testpkg.Package
	m       *testpkg.Manifest
	opt     Options
	groups  []group
	samples []testpkg.TestEntry
	total   float64       // sum of the subtask weights
	source  *kattisSource // Options.Folder read (kattis only), else nil
}

// group is one subtask and its tests, in manifest order.
type group struct {
	sub   testpkg.SubtaskEntry
	name  string // folder name, e.g. "subtask1"
	tests []testpkg.TestEntry
}

// testPoints is what one test is worth under per-test scoring.
func (g group) testPoints() float64 { return g.sub.Weight / float64(len(g.tests)) }

// shares is every test's testPoints, for apportion.
func (g group) shares() []float64 {
	out := make([]float64, len(g.tests))
	for i := range out {
		out[i] = g.testPoints()
	}
	return out
}

// newLayout checks the manifest and groups its tests by subtask. Every
// format starts here, so a package that one format would reject is
// rejected by all of them, with the same message.
func newLayout(dir string, m *testpkg.Manifest, opt Options) (*layout, error) {
	if len(m.Subtasks) == 0 && !(m.SamplesOnly && len(m.Samples) > 0) { // see samplesOnly
		return nil, fmt.Errorf("manifest declares no subtasks")
	}
	if m.TimeLimitMS <= 0 || m.MemoryLimitMB <= 0 {
		return nil, fmt.Errorf("manifest has time limit %d ms and memory limit %d MiB; both must be positive", m.TimeLimitMS, m.MemoryLimitMB)
	}
	// Export normalizes already; a Format.Write called directly may not.
	opt, err := opt.normalize()
	if err != nil {
		return nil, err
	}
	pkg, err := testpkg.NewPackage(dir, m, opt.MaxTestBytes)
	if err != nil {
		return nil, err
	}
	l := &layout{pkg: pkg, m: m, opt: opt, samples: m.Samples}
	index := map[int]int{}
	for _, s := range m.Subtasks {
		if _, dup := index[s.ID]; dup {
			return nil, fmt.Errorf("manifest declares subtask %d twice", s.ID)
		}
		if !(s.Weight > 0) || math.IsInf(s.Weight, 0) {
			return nil, fmt.Errorf("subtask %d has weight %g; want a positive number", s.ID, s.Weight)
		}
		name := s.Group
		if name == "" {
			name = "subtask" + strconv.Itoa(s.ID)
		}
		if !nameRE.MatchString(name) {
			return nil, fmt.Errorf("subtask %d has group name %q, not a plain file name", s.ID, name)
		}
		index[s.ID] = len(l.groups)
		l.groups = append(l.groups, group{sub: s, name: name})
		l.total += s.Weight
	}
	seen := map[string]bool{}
	for _, t := range m.Tests {
		i, ok := index[t.Subtask]
		if !ok {
			return nil, fmt.Errorf("test %s is in subtask %d, which the manifest does not declare", t.Name, t.Subtask)
		}
		if err := checkEntry(t); err != nil {
			return nil, err
		}
		key := l.groups[i].name + "/" + t.Name
		if seen[key] {
			return nil, fmt.Errorf("test name %s appears twice in subtask %d", t.Name, t.Subtask)
		}
		seen[key] = true
		l.groups[i].tests = append(l.groups[i].tests, t)
	}
	for _, g := range l.groups {
		if len(g.tests) == 0 {
			return nil, fmt.Errorf("subtask %d has no tests", g.sub.ID)
		}
	}
	for _, s := range m.Samples {
		if err := checkEntry(s); err != nil {
			return nil, err
		}
	}
	return l, nil
}

func checkEntry(t testpkg.TestEntry) error {
	if !nameRE.MatchString(t.Name) {
		return fmt.Errorf("test name %q is not a plain file name", t.Name)
	}
	for _, p := range []string{t.Input, t.Answer} {
		if p == "" || !filepath.IsLocal(filepath.FromSlash(p)) {
			return fmt.Errorf("test %s: path %q does not stay inside the package", t.Name, p)
		}
	}
	return nil
}

// tests returns every test in subtask order, as judges that number tests
// from 1 (or 0) see them.
func (l *layout) tests() []testpkg.TestEntry {
	var all []testpkg.TestEntry
	for _, g := range l.groups {
		all = append(all, g.tests...)
	}
	return all
}

// SampleGroup names the samples' group in the exports that name groups
// (Polygon, DMOJ's case files). In every export the samples are a group
// of their own worth 0 points, as in carokit's own table; a subtask holds
// exactly the package's tests of it, so a sample that the plan also lists
// in a subtask (the default plans' first test of subtask 1) is a test of
// that subtask there too, worth its share, as carokit judges it.
const SampleGroup = "samples"

// isSample reports whether t is one of the published samples (the sample
// is normally also the first test of subtask 1).
func (l *layout) isSample(t testpkg.TestEntry) bool {
	for _, s := range l.samples {
		if s.InputSHA256 != "" && s.InputSHA256 == t.InputSHA256 {
			return true
		}
		if s.Input == t.Input {
			return true
		}
	}
	return false
}

// files returns a test's input and answer, read through the package's
// checks (path, size, SHA-256): an export carries exactly the package's
// bytes. Once the export's context is done, it fails: each test read is
// where an export stops.
func (l *layout) files(t testpkg.TestEntry) (input, answer []byte, err error) {
	if err := l.opt.interrupted(); err != nil {
		return nil, nil, err
	}
	if input, err = l.pkg.ReadInput(t); err != nil {
		return nil, nil, err
	}
	if answer, err = l.pkg.ReadAnswer(t); err != nil {
		return nil, nil, err
	}
	return input, answer, nil
}

// copyTest writes a test's input and answer to the two paths (relative to
// outDir, slash-separated), creating folders as needed.
func (l *layout) copyTest(outDir string, t testpkg.TestEntry, inPath, ansPath string) error {
	input, answer, err := l.files(t)
	if err != nil {
		return err
	}
	if err := writeFile(outDir, inPath, input); err != nil {
		return err
	}
	return writeFile(outDir, ansPath, answer)
}

func writeFile(outDir, rel string, data []byte) error {
	path := filepath.Join(outDir, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("write %s: %w", rel, err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", rel, err)
	}
	return nil
}

// wholeNumber returns w as an integer if it is one; several judges only
// take integer points.
func wholeNumber(w float64) (int64, bool) {
	if w != math.Trunc(w) || math.Abs(w) > 1<<53 {
		return 0, false
	}
	return int64(w), true
}

// formatPoints prints points exactly (shortest form that reads back as the
// same float64), without an exponent.
func formatPoints(p float64) string { return strconv.FormatFloat(p, 'f', -1, 64) }

// timeLimitSeconds prints the time limit in seconds, always with a
// decimal point so YAML readers see a float.
func (l *layout) timeLimitSeconds() string {
	s := strconv.FormatFloat(float64(l.m.TimeLimitMS)/1000, 'f', -1, 64)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}
