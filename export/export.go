package export

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"carokit/problem"
	"carokit/testpkg"
)

// Scoring rules accepted in Options.Scoring.
const (
	// ScoringPerTest gives each test of a subtask weight/count points
	// (Kattis sum, Polygon each-test, DMOJ plain cases, CMS GroupMin with
	// one group per test since upstream CMS has no GroupSum).
	ScoringPerTest = "per-test"
	// ScoringGroupMin gives a subtask its weight only when all its tests
	// pass (CMS GroupMin, Polygon complete-group, Kattis min, DMOJ batches).
	ScoringGroupMin = "group-min"
	// ScoringPassFail scores nothing: a submission passes or fails as a
	// whole (the kattis format only, for ICPC tools such as BAPCtools).
	ScoringPassFail = "pass-fail"
)

// MarkerFile is written at the top of every export. Its presence is what
// allows Export to replace a non-empty destination: it is a previous export
// of ours, not a folder someone cares about. Judges ignore it; its name
// is one problemtools' file name rule accepts (verifyproblem.py
// _check_file_and_directory_names: ^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$,
// a leading dot only for .gitignore, .timelimit and .git).
const MarkerFile = "carokit-export.txt"

// oldMarkerFiles are the names MarkerFile had: an export that holds one
// is ours to replace too.
var oldMarkerFiles = []string{".carokit-export"}

// Options say how to export a package.
type Options struct {
	// Scoring is ScoringPerTest (the default, as in CARO.md) or
	// ScoringGroupMin.
	Scoring string
	// TaskName names the task where a judge needs a name: Themis file
	// names (default: upper-case problem name, CARO → CARO.INP, CARO.OUT)
	// and the CMS task name (default: the problem name).
	TaskName string
	// Submissions are solutions to ship with the package, each with its
	// expected verdict per subtask. The kattis format carries them all,
	// polygon those in a language it names (tagged by verdict).
	Submissions []Submission
	// MaxTestBytes bounds each test file read from the package (the
	// problem's problem.Spec.MaxTestBytes; 0: testpkg.DefaultMaxTestBytes).
	MaxTestBytes int64
	// Files are the problem's input and output files (problem.Spec.IO),
	// zero for standard streams: Themis names its task after the input
	// file (joc7.in → JOC7, JOC7.INP, JOC7.OUT) unless TaskName is set.
	Files problem.IO
	// Assets are the problem's statement, validator and checker
	// (problem.Spec.Assets); nil ships none.
	Assets fs.FS
	// Folder is the problem folder (Kattis format) the package was built
	// from, for a folder problem: the kattis export copies its statement,
	// input_validators/, output validator and submissions/ from there, and
	// carries its groups' validator flags to the exported groups, which
	// keep the folder's group paths. "": a built-in problem.
	Folder string
	// Warnings receives what the export leaves out and goes on without,
	// one line each (nil: dropped).
	Warnings func(string)
	// Invalid are a folder problem's invalid tests (invalid_input,
	// invalid_answer, invalid_output), which the package checked: the
	// 2025-09 Kattis export has them in data/ as BAPCtools lays them
	// out; every other export lists them in its MarkerFile as skipped,
	// with the reason (InvalidSkipped).
	Invalid []InvalidTest
	// Stdio makes the kattis export of a file-I/O problem (Files) a
	// standard-streams one: the Kattis format has no file I/O, so without
	// it that export is refused. The export's README.md and statement say
	// what changes.
	Stdio bool
	// KattisVersion is the Kattis package format version written:
	// KattisLegacy (the default, what problemtools verifies fully),
	// Kattis2023 or Kattis2025 (what BAPCtools reads).
	KattisVersion string
	// License (one of Licenses) and RightsOwner replace the folder's.
	License, RightsOwner string
	// Interactive: the problem is judged through an interactor (a
	// folder's type interactive), which the polygon and dmoj exports
	// carry as a testlib interactor (interactive.go); MultiPass: a
	// multi-pass problem, which only the kattis export carries.
	Interactive, MultiPass bool

	ctx context.Context // Prepare's: stops the export between test files
}

// Submission is one solution source file (or folder) and the verdict it
// is expected to get in each subtask, in the manifest's subtask order.
type Submission struct {
	Path     string
	Expected []problem.Verdict
	// Folder, when Expected is nil, is the Kattis folder whose default
	// rule is all that is declared (a wrong_answer/ program with no
	// submissions.yaml: some test WA, the others AC), as judge reads it.
	Folder string
	// Rules, with Folder, are the program's submissions.yaml rules per
	// group when no single verdict says them ("permitted: [AC, TLE]"),
	// shipped as they are.
	Rules *yaml.Node
}

// warn says line on o.Warnings, when set.
func (o Options) warn(line string) {
	if o.Warnings != nil {
		o.Warnings(line)
	}
}

// Format is one judge's package layout.
type Format struct {
	Name    string
	Summary string
	// Write writes the package in pkgDir (whose manifest is m) into
	// outDir, an existing empty folder. opt is already normalized.
	Write func(pkgDir, outDir string, m *testpkg.Manifest, opt Options) error
}

// formats is the table of export formats: a new judge is one entry here
// and one file beside this one.
var formats = []Format{
	{
		Name:    "kattis",
		Summary: "Kattis problem package 2023-07 (problemtools) or 2025-09 (BAPCtools, with pass-fail scoring): problem.yaml, statement/, input_validators/, data/sample, data/secret/<group>, submissions/ with submissions.yaml",
		Write:   writeKattis,
	},
	{
		Name:    "dmoj",
		Summary: "DMOJ/VNOJ: init.yml and the zip it names; one batch per subtask (group-min) or one case per test with integer points in the subtask ratios (per-test); set the limits on the site",
		Write:   writeDMOJ,
	},
	{
		Name:    "cms",
		Summary: "CMS italy_yaml task: task.yaml (primary_language en; GroupMin, one group per test for per-test scoring, summing exactly to the total), statement/statement.pdf, input/inputN.txt, output/outputN.txt from N = 0",
		Write:   writeCMS,
	},
	{
		Name:    "polygon",
		Summary: "Codeforces Polygon: problem.xml testset \"tests\" with groups (each-test or complete-group) and points, <assets> with the testlib checker, validator and tagged solutions, statements/english, tests/NN and tests/NN.a",
		Write:   writePolygon,
	},
	{
		Name:    "themis",
		Summary: "Themis: <TASK>/TestNN/<TASK>.INP and .OUT, README.txt with how the program reads and writes and the points of each test (per-test scoring only)",
		Write:   writeThemis,
	},
}

// Formats returns the export formats, in a fixed order.
func Formats() []Format { return slices.Clone(formats) }

// FormatNames returns the names of the export formats, for usage messages.
func FormatNames() []string {
	names := make([]string, len(formats))
	for i, f := range formats {
		names[i] = f.Name
	}
	return names
}

func lookup(name string) (Format, error) {
	for _, f := range formats {
		if f.Name == name {
			return f, nil
		}
	}
	return Format{}, &problem.ParamError{Msg: fmt.Sprintf("unknown export format %q (known: %s)", name, strings.Join(FormatNames(), ", "))}
}

// normalize fills in defaults and rejects values no format can use.
func (o Options) normalize() (Options, error) {
	switch o.Scoring {
	case "":
		o.Scoring = ScoringPerTest
	case ScoringPerTest, ScoringGroupMin, ScoringPassFail:
	default:
		return o, &problem.ParamError{Msg: fmt.Sprintf("unknown scoring %q (want %s, %s or %s)", o.Scoring, ScoringPerTest, ScoringGroupMin, ScoringPassFail)}
	}
	switch o.KattisVersion {
	case "":
		o.KattisVersion = KattisFormatVersion
	case KattisLegacy, Kattis2023, Kattis2025:
	default:
		return o, &problem.ParamError{Msg: fmt.Sprintf("unknown Kattis format version %q (want %s, %s or %s)", o.KattisVersion, KattisLegacy, Kattis2023, Kattis2025)}
	}
	if o.TaskName != "" && !taskNameRE.MatchString(o.TaskName) {
		return o, &problem.ParamError{Msg: fmt.Sprintf("task name %q must be letters, digits and underscores", o.TaskName)}
	}
	return o, nil
}

// Export writes the package in pkgDir to outDir in the named format:
// Prepare, then Commit.
//
// The export is written into a temporary folder beside outDir and renamed
// into place only once complete, so outDir never holds half an export. If
// outDir exists it must be an empty folder or a previous export (it holds
// MarkerFile); anything else is refused rather than overwritten.
func Export(pkgDir, format, outDir string, opt Options) error {
	p, err := Prepare(context.Background(), pkgDir, format, outDir, opt)
	if err != nil {
		return err
	}
	return p.Commit()
}

// Pending is an export complete in its temporary folder beside its
// destination, not yet in place: Commit moves it there, Discard removes
// it. Several formats are prepared first and committed together, so that
// an interrupted export leaves none of them.
type Pending struct {
	tmp, outDir string
	created     string // the first folder Prepare created above outDir, if any
}

// Prepare writes the export of the package in pkgDir in the named format
// into a temporary folder beside outDir (see Export). It stops between two
// test files once ctx is done, removing what it wrote.
func Prepare(ctx context.Context, pkgDir, format, outDir string, opt Options) (*Pending, error) {
	f, err := lookup(format)
	if err != nil {
		return nil, err
	}
	opt, err = opt.normalize()
	if err != nil {
		return nil, err
	}
	opt.ctx = ctx
	if opt.Scoring == ScoringPassFail && f.Name != "kattis" {
		return nil, &problem.ParamError{Msg: fmt.Sprintf("%s scoring is for the kattis format only; %s needs %s or %s", ScoringPassFail, f.Name, ScoringPerTest, ScoringGroupMin)}
	}
	pkg, err := testpkg.Open(pkgDir, opt.MaxTestBytes)
	if err != nil {
		return nil, err
	}
	m, err := samplesOnly(f.Name, pkg.Manifest)
	if err != nil {
		return nil, err
	}
	outDir = filepath.Clean(outDir)
	if err := checkTarget(outDir); err != nil {
		return nil, err
	}
	p := &Pending{outDir: outDir, created: firstMissing(filepath.Dir(outDir))}
	parent := filepath.Dir(outDir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return nil, fmt.Errorf("export: create %s: %w", parent, err)
	}
	if p.tmp, err = os.MkdirTemp(parent, "."+filepath.Base(outDir)+".partial-"); err != nil {
		p.Discard()
		return nil, fmt.Errorf("export: %w", err)
	}
	if err := p.write(f, pkgDir, m, opt); err != nil {
		p.Discard()
		return nil, err
	}
	return p, nil
}

func (p *Pending) write(f Format, pkgDir string, m *testpkg.Manifest, opt Options) error {
	// MkdirTemp makes the folder private; an export is meant to be shared.
	if err := os.Chmod(p.tmp, 0o755); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	if err := f.Write(pkgDir, p.tmp, m, opt); err != nil {
		return fmt.Errorf("export %s as %s: %w", pkgDir, f.Name, err)
	}
	if err := opt.interrupted(); err != nil {
		return err
	}
	marker := fmt.Sprintf("carokit export\nformat: %s\nproblem: %s\nscoring: %s\n", f.Name, m.Problem, opt.Scoring) + invalidLines(f.Name, opt)
	if err := os.WriteFile(filepath.Join(p.tmp, MarkerFile), []byte(marker), 0o644); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	return nil
}

// Commit moves the export into place, replacing a previous one.
func (p *Pending) Commit() error {
	if err := replace(p.tmp, p.outDir); err != nil {
		p.Discard()
		return err
	}
	return nil
}

// Discard removes the prepared export, and the folders Prepare created
// for it when they are empty.
func (p *Pending) Discard() {
	if p.tmp != "" {
		os.RemoveAll(p.tmp)
	}
	if p.created == "" {
		return
	}
	for dir := filepath.Dir(p.outDir); ; dir = filepath.Dir(dir) {
		if os.Remove(dir) != nil || dir == p.created {
			return
		}
	}
}

// firstMissing is the outermost folder of dir's path that does not exist
// ("" when dir exists).
func firstMissing(dir string) string {
	missing := ""
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		if _, err := os.Lstat(d); err == nil {
			return missing
		}
		missing = d
		if filepath.Dir(d) == d {
			return missing
		}
	}
}

// interrupted is the context's error once the export is to stop.
func (o Options) interrupted() error {
	if o.ctx == nil {
		return nil
	}
	return o.ctx.Err()
}

// checkTarget refuses a destination that is not ours to replace.
func checkTarget(outDir string) error {
	info, err := os.Lstat(outDir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	if !info.IsDir() {
		return fmt.Errorf("export: %s exists and is not a folder", outDir)
	}
	entries, err := os.ReadDir(outDir)
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	if len(entries) == 0 {
		return nil
	}
	for _, name := range append([]string{MarkerFile}, oldMarkerFiles...) {
		if _, err := os.Stat(filepath.Join(outDir, name)); err == nil {
			return nil
		}
	}
	return fmt.Errorf("export: refusing to replace %s: it is not empty and holds no %s (not a previous carokit export)", outDir, MarkerFile)
}

// replace moves the finished export tmp to outDir. An existing outDir is
// first moved aside, and moved back if the second rename fails.
func replace(tmp, outDir string) error {
	if _, err := os.Lstat(outDir); errors.Is(err, fs.ErrNotExist) {
		if err := os.Rename(tmp, outDir); err != nil {
			return fmt.Errorf("export: %w", err)
		}
		return nil
	}
	old, err := os.MkdirTemp(filepath.Dir(outDir), "."+filepath.Base(outDir)+".old-")
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	// Only the unique name is wanted: rename needs the target not to exist
	// (or to be an empty folder, which this is, but be explicit).
	if err := os.Remove(old); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	if err := os.Rename(outDir, old); err != nil {
		return fmt.Errorf("export: move previous export aside: %w", err)
	}
	if err := os.Rename(tmp, outDir); err != nil {
		if back := os.Rename(old, outDir); back != nil {
			return fmt.Errorf("export: %w (and the previous export stays at %s: %v)", err, old, back)
		}
		return fmt.Errorf("export: %w", err)
	}
	if err := os.RemoveAll(old); err != nil {
		return fmt.Errorf("export: written, but the previous export could not be removed from %s: %w", old, err)
	}
	return nil
}
