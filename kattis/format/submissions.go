package format

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"carokit/runner"
)

// Submission is one program under submissions/FOLDER/ (a file or a
// folder) and the rules it must meet.
type Submission struct {
	Path   string // slash path relative to submissions/, e.g. "accepted/sol.cpp" (a file or a folder submission)
	Folder string // "accepted", "wrong_answer", ...
	// Rules that apply, in the spec's order: the folder default (as
	// submissions.yaml may override it), then each submissions.yaml glob
	// that matches (ALL matching globs apply, as BAPCtools does), then
	// @EXPECTED_RESULTS@ from the source.
	Whole   []Expectation            // for the submission as a whole
	ByGroup map[string][]Expectation // key: test-group path glob as written ("secret/group1", "sample", "secret/*")
	// Language and Entrypoint are submissions.yaml's language and
	// entrypoint ("" = by the file names); when several matching globs
	// disagree, the least (as BAPCtools takes min), with a warning.
	Language, Entrypoint string
	ModelSolution        bool
	// Warnings are rules read but ignored or doubtful, one line each.
	Warnings []string
}

// legacyResultFolders are the folders whose name is the expectation:
// BAPCtools ignores @EXPECTED_RESULTS@ in them (DOMjudge issue 1861).
var legacyResultFolders = []string{"accepted", "wrong_answer", "time_limit_exceeded", "run_time_error"}

// ReadSubmissions lists p.Dir/submissions/*/* (skipping what
// runner.Ignored skips) sorted by path, each with its rules.
func ReadSubmissions(p *Problem) ([]Submission, error) {
	root := filepath.Join(p.Dir, "submissions")
	globs, err := readSubmissionsYAML(filepath.Join(root, "submissions.yaml"))
	if err != nil {
		return nil, err
	}
	folders, err := os.ReadDir(root)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read submissions: %w", err)
	}
	var out []Submission
	for _, fe := range folders {
		dir := filepath.Join(root, fe.Name())
		if runner.Ignored(fe.Name()) || !isDir(dir) {
			continue
		}
		progs, err := os.ReadDir(dir)
		if err != nil {
			return nil, fmt.Errorf("read submissions/%s: %w", fe.Name(), err)
		}
		for _, pe := range progs {
			if runner.Ignored(pe.Name()) {
				continue
			}
			s, err := newSubmission(p, globs, fe.Name(), pe.Name())
			if err != nil {
				return nil, err
			}
			out = append(out, s)
		}
	}
	slices.SortFunc(out, func(a, b Submission) int { return strings.Compare(a.Path, b.Path) })
	return out, nil
}

func isDir(p string) bool {
	info, err := os.Stat(p)
	return err == nil && info.IsDir()
}

// newSubmission gathers the rules of submissions/folder/name.
func newSubmission(p *Problem, globs []globRules, folder, name string) (Submission, error) {
	s := Submission{Path: folder + "/" + name, Folder: folder, ByGroup: map[string][]Expectation{}}
	def, hasDefault := folderDefault(p.Version, folder)
	var langs, entries []string
	for _, g := range globs {
		if g.glob == folder && hasDefault {
			// The folder's own name overrides its default (keys not
			// given are the default's); it is still a glob below.
			def = g.override(def)
		}
	}
	if hasDefault {
		s.Whole = append(s.Whole, def)
	}
	for _, g := range globs {
		if !g.re.MatchString(s.Path) {
			continue
		}
		if g.whole != nil && !(g.glob == folder && hasDefault) {
			s.Whole = append(s.Whole, *g.whole)
		}
		for _, tg := range g.groups {
			s.ByGroup[tg.glob] = append(s.ByGroup[tg.glob], tg.e)
		}
		langs = appendSet(langs, g.language)
		entries = appendSet(entries, g.entrypoint)
		s.ModelSolution = s.ModelSolution || g.model
		s.Warnings = append(s.Warnings, g.warnings...)
	}
	s.Language = s.pick(langs, "language")
	s.Entrypoint = s.pick(entries, "entrypoint")
	s.expectedResults(p)
	if len(s.Whole) == 0 && len(s.ByGroup) == 0 {
		s.warn("%s: no rule applies (not a default folder, no submissions.yaml glob with a rule matches it, no @EXPECTED_RESULTS@)", s.Path)
	}
	return s, nil
}

func appendSet(xs []string, x string) []string {
	if x == "" || slices.Contains(xs, x) {
		return xs
	}
	return append(xs, x)
}

// pick takes the least of the values several globs give, as BAPCtools.
func (s *Submission) pick(vs []string, key string) string {
	if len(vs) == 0 {
		return ""
	}
	slices.Sort(vs)
	if len(vs) > 1 {
		s.warn("%s: several %s values match (%s): %s used", s.Path, key, strings.Join(vs, ", "), vs[0])
	}
	return vs[0]
}

func (s *Submission) warn(format string, args ...any) {
	s.Warnings = append(s.Warnings, fmt.Sprintf(format, args...))
}

// expectedKey is BAPCtools' marker, matched in any case.
var expectedKey = regexp.MustCompile(`(?i)@EXPECTED_RESULTS@: ([^\r\n]*)`)

// maxSourceScan bounds the bytes read per file looking for the marker.
const maxSourceScan = 1 << 20

// expectedResults applies @EXPECTED_RESULTS@ from the first file of the
// submission (in path order) that has it, except in the folders whose
// name already is the expectation, where BAPCtools ignores it.
func (s *Submission) expectedResults(p *Problem) {
	base := filepath.Join(p.Dir, "submissions", filepath.FromSlash(s.Path))
	var files []string
	_ = filepath.WalkDir(base, func(f string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, f)
		}
		return nil
	})
	for _, f := range files {
		data, err := readPrefix(f, maxSourceScan)
		if err != nil || bytes.IndexByte(data, 0) >= 0 {
			continue
		}
		m := expectedKey.FindSubmatch(data)
		if m == nil {
			continue
		}
		rel, _ := filepath.Rel(filepath.Join(p.Dir, "submissions"), f)
		from := "@EXPECTED_RESULTS@ in " + filepath.ToSlash(rel)
		if slices.Contains(legacyResultFolders, s.Folder) {
			s.warn("%s ignored: the folder %s says the expected result", from, s.Folder)
			return
		}
		if e, ok := expectedResults(string(m[1]), from, s.warn); ok {
			s.Whole = append(s.Whole, e)
		}
		return
	}
}

func readPrefix(name string, n int64) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, n))
}
