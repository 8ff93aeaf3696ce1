package testpkg

import (
	"fmt"
	"os"
	"path/filepath"
)

// ManifestFile is the manifest's name inside a package folder.
const ManifestFile = "manifest.json"

// Manifest describes a built package: everything needed to judge it, to
// export it to another judge's format, and to reproduce each test.
type Manifest struct {
	Format        string `json:"format"`         // Format: this manifest is carokit's
	FormatVersion int    `json:"format_version"` // FormatVersion when written
	// ProblemYAMLSHA256 is the SHA-256 of the problem.yaml carokit wrote,
	// so a rebuild knows whether the setter has edited it since.
	ProblemYAMLSHA256 string         `json:"problem_yaml_sha256,omitempty"`
	Problem           string         `json:"problem"`
	Title             string         `json:"title"`
	Seed              uint64         `json:"seed"`
	TimeLimitMS       int64          `json:"time_limit_ms"`
	MemoryLimitMB     int64          `json:"memory_limit_mib"`
	WorkUnit          string         `json:"work_unit"`
	Subtasks          []SubtaskEntry `json:"subtasks"`
	Samples           []TestEntry    `json:"samples"`
	Tests             []TestEntry    `json:"tests"`
	// Strength is which tests kill the problem's mutants (nil when it
	// declares none): see Strength.
	Strength *Strength `json:"strength,omitempty"`
	// Mutation is the last package --mutate run over it (nil: none).
	Mutation *Mutation `json:"mutation,omitempty"`
	// Certified says the build certified the package: every subtask has
	// tests, every built-in declared wrong and every mutant that must die
	// fails one of them, the work limits hold. False for a draft.
	Certified bool `json:"certified"`
	// Draft marks a package built with package --draft whose
	// certification would have failed, Uncertified saying why, one
	// requirement each. Readers go by Draft: a manifest from before it
	// existed has neither field and was certified.
	Draft       bool     `json:"draft,omitempty"`
	Uncertified []string `json:"uncertified,omitempty"`
	// SamplesOnly marks the package of a folder with samples and no
	// secret test: its one subtask repeats the samples (so that the plan
	// and the build, made of subtasks, work), and judge judges and shows
	// the samples alone, with no subtask. Such a package is a draft.
	SamplesOnly bool `json:"samples_only,omitempty"`
	// FromCache is how many of Tests the build copied from its cache
	// instead of building (Options.Cache); not written.
	FromCache int `json:"-"`
	// GeneratorCheck is what Options.CheckGenerators checked (nil
	// without it); not written.
	GeneratorCheck *GeneratorCheck `json:"-"`
}

// SubtaskEntry is one scored group.
type SubtaskEntry struct {
	ID     int     `json:"id"`
	Group  string  `json:"group"` // folder name under data/secret, e.g. "subtask1"
	Weight float64 `json:"weight"`
	Note   string  `json:"note"`
}

// TestEntry is one test: where its files are, how it was made, what it holds.
type TestEntry struct {
	Name    string            `json:"name"`    // e.g. "05-mid-fill"
	Subtask int               `json:"subtask"` // 0 for samples
	Input   string            `json:"input"`   // path relative to the package folder
	Answer  string            `json:"answer"`  // path relative to the package folder
	Kind    string            `json:"kind"`
	Params  map[string]string `json:"params,omitempty"`
	Seed    uint64            `json:"seed"`
	Command string            `json:"command"` // reproduces the input byte for byte
	// PlanLine is a "file" or "run" line as the plan wrote it (its words).
	PlanLine string `json:"plan_line,omitempty"`
	// Generator is the program of a "run" line, with its identity.
	Generator    *ExternalGenerator `json:"generator,omitempty"`
	AnswerText   string             `json:"answer_text"`
	Facts        map[string]string  `json:"facts,omitempty"` // what the generator planted
	Values       map[string]int64   `json:"values"`          // measured sizes (N, K)
	InputSHA256  string             `json:"input_sha256"`
	AnswerSHA256 string             `json:"answer_sha256"`
	InputBytes   int64              `json:"input_bytes"`       // size of the input file
	AnswerBytes  int64              `json:"answer_bytes"`      // size of the answer file
	Work         map[string]int64   `json:"work,omitempty"`    // built-in solution → work units
	Failing      []string           `json:"failing,omitempty"` // built-ins that answer this test wrongly
	// Extra are the other files of the test its generator wrote beside
	// testcase.in (testcase.png, .yaml, ...: generators.DataExts, which
	// bt generate keeps in data/), by extension, each beside the input.
	Extra []ExtraFile `json:"extra,omitempty"`
}

// ExtraFile is one of a test's other files (TestEntry.Extra).
type ExtraFile struct {
	Ext    string `json:"ext"`  // ".png", ".in.statement", ...
	Path   string `json:"path"` // relative to the package folder: the input's with Ext
	SHA256 string `json:"sha256"`
	Bytes  int64  `json:"bytes"`
}

// TestsOf returns the tests of subtask id, in order.
func (m *Manifest) TestsOf(id int) []TestEntry {
	var out []TestEntry
	for _, t := range m.Tests {
		if t.Subtask == id {
			out = append(out, t)
		}
	}
	return out
}

// Verify checks that every file the manifest names is still the one that
// was built and certified (path, size and SHA-256; see Package.Verify), so
// a package edited by hand since is refused rather than judged.
func (m *Manifest) Verify(dir string) error {
	p, err := NewPackage(dir, m, 0)
	if err != nil {
		return err
	}
	return p.Verify()
}

// Seal stamps m with carokit's format and records the size and SHA-256 of
// every file it names as they are now in dir. It is for packages put
// together by hand (test fixtures, tools); Build records them as it writes.
func Seal(dir string, m *Manifest) error {
	m.Format, m.FormatVersion = Format, FormatVersion
	for _, list := range [][]TestEntry{m.Samples, m.Tests} {
		for i := range list {
			e := &list[i]
			for _, f := range []struct {
				rel  string
				sum  *string
				size *int64
			}{{e.Input, &e.InputSHA256, &e.InputBytes}, {e.Answer, &e.AnswerSHA256, &e.AnswerBytes}} {
				data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(f.rel)))
				if err != nil {
					return fmt.Errorf("seal package: %w", err)
				}
				*f.sum, *f.size = digest(data), int64(len(data))
			}
		}
	}
	return nil
}
