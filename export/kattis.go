package export

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"carokit/problem"
	"carokit/testpkg"
)

// Kattis problem package format versions the kattis export writes.
const (
	// KattisLegacy is the version problemtools verifies fully: its
	// README installs only legacy problems, and verifyproblem.py warns
	// that its 2023-07 support "is very incomplete" (problemtools
	// a185fe9, verifyproblem.py:1489). No time limit in problem.yaml:
	// problemtools computes one from the accepted submissions; carokit's
	// is in .timelimit (verifyproblem --fixed_timelim).
	KattisLegacy = "legacy"
	// Kattis2023 is the 2023-07 draft, which problemtools reads in part:
	// scores in testdata.yaml.
	Kattis2023 = "2023-07"
	// Kattis2025 is the current spec, and the one BAPCtools reads
	// (pass-fail only): scores in test_group.yaml.
	Kattis2025 = "2025-09"
)

// KattisFormatVersion is the default version written: the one
// problemtools verifies fully.
const KattisFormatVersion = KattisLegacy

// kattisLayout are the folder names that differ between versions
// (problemtools' formatversion.py: legacy's problem_statement/ and
// output_validators/).
func kattisLayout(version string) (statementDir, checkerDir string) {
	if version == KattisLegacy {
		return "problem_statement", "output_validators"
	}
	return "statement", "output_validator"
}

// writeKattis writes a Kattis problem package:
//
//	problem.yaml                 format version, type, name, uuid, limits
//	.timelimit                   the time limit (legacy: not in problem.yaml)
//	statement/problem.en.tex     the statement in LaTeX (the judge shows
//	                             the samples); legacy: problem_statement/
//	input_validators/validator.cpp, output_validator/checker.cpp (legacy:
//	                             output_validators/checker.cpp)
//	data/sample/NAME.in|.ans     the samples (they score nothing)
//	data/secret/GROUP/NAME.in|.ans, the sample there a symbolic link
//	data/…/testdata.yaml (2023-07) or test_group.yaml (2025-09)
//	submissions/DIR/FILE, submissions/submissions.yaml
//
// Scoring: a sum group gives each test max_score/N, a min group its
// max_score only if every test passes, exactly per-test and group-min.
// Pass-fail scoring writes no scores at all, for ICPC tools.
func writeKattis(pkgDir, outDir string, m *testpkg.Manifest, opt Options) error {
	if opt.Files.Files() && !opt.Stdio {
		return &problem.ParamError{Msg: fmt.Sprintf("%s reads %s and writes %s, and the Kattis format has no file I/O: export with --stdio for a standard-streams version (solutions read standard input and write standard output; its README.md says so), or use a format with file I/O (cms, polygon, themis)", m.Problem, opt.Files.Input, opt.Files.Output)}
	}
	l, err := newLayout(pkgDir, m, opt)
	if err != nil {
		return err
	}
	if l.source, err = readKattisSource(opt.Folder); err != nil {
		return err
	}
	if err := writeKattisProblem(l, outDir); err != nil {
		return err
	}
	done := map[string]bool{}
	if l.source != nil {
		if done, err = l.copySourcePrograms(outDir); err != nil {
			return err
		}
	}
	if !done[assetStatement] {
		if err := writeKattisStatement(l, outDir); err != nil {
			return err
		}
	}
	_, checkerDir := kattisLayout(l.opt.KattisVersion)
	for _, a := range [][2]string{
		{assetValidator, "input_validators/validator.cpp"},
		{assetChecker, checkerDir + "/checker.cpp"},
	} {
		if done[a[0]] {
			continue
		}
		if _, err := l.copyAsset(outDir, a[0], a[1]); err != nil {
			return err
		}
	}
	for _, s := range l.samples {
		base := "data/sample/" + s.Name
		if err := l.copyTest(outDir, s, base+".in", base+".ans"); err != nil {
			return err
		}
		if err := l.copyExtras(outDir, s, base); err != nil {
			return err
		}
	}
	if err := writeStdioNote(l, outDir); err != nil {
		return err
	}
	if err := writeKattisGroups(l, outDir); err != nil {
		return err
	}
	if err := l.writeSourceInvalid(outDir); err != nil {
		return err
	}
	if l.opt.KattisVersion == Kattis2025 {
		if err := writeKattisGenerators(l, outDir); err != nil {
			return err
		}
	}
	return writeKattisSubmissions(l, outDir)
}

func writeKattisProblem(l *layout, outDir string) error {
	m := l.m
	name := m.Title
	if name == "" {
		name = m.Problem
	}
	uuid := testpkg.ProblemUUID(m.Problem)
	if l.source != nil && l.source.uuid != "" {
		uuid = l.source.uuid
	}
	typ := "scoring"
	if l.opt.Scoring == ScoringPassFail {
		typ = "pass-fail"
	}
	typeNode := ystr(typ)
	if l.source != nil && (l.source.meta.Interactive || l.source.meta.MultiPass) {
		// A list, as problemtools reads a type of several words.
		types := []*yaml.Node{ystr(typ)}
		if l.source.meta.Interactive {
			types = append(types, ystr("interactive"))
		}
		if l.source.meta.MultiPass {
			types = append(types, ystr("multi-pass"))
		}
		typeNode = yflowSeq(types...)
	}
	doc := ymap(
		ystr("problem_format_version"), ystr(l.opt.KattisVersion),
		ystr("type"), typeNode,
		ystr("name"), ystr(name),
		ystr("uuid"), ystr(uuid),
		ystr("limits"), kattisLimits(l.opt.KattisVersion, m.TimeLimitMS, m.MemoryLimitMB),
	)
	if l.opt.KattisVersion == KattisLegacy {
		// legacy says so in problem.yaml; later versions by the folder.
		custom, err := l.shipsChecker()
		if err != nil {
			return err
		}
		if custom {
			doc.Content = append(doc.Content, ystr("validation"), ystr("custom"))
		}
		if typ == "scoring" {
			// Subtasks are groups: problemtools warns unless this says
			// whether contestants see them (verifyproblem.py, config).
			doc.Content = append(doc.Content, ystr("grading"), ymap(ystr("show_test_data_groups"), ybool(true)))
		}
	}
	r, err := l.rights()
	if err != nil {
		return err
	}
	doc.Content = append(doc.Content, r.nodes(l.opt.KattisVersion)...)
	doc.HeadComment = fmt.Sprintf("%s, exported by carokit (%s scoring).", m.Problem, l.opt.Scoring)
	if l.opt.KattisVersion == KattisLegacy {
		if err := l.writeTimeLimit(outDir, m.TimeLimitMS); err != nil {
			return err
		}
	}
	return writeYAML(outDir, "problem.yaml", doc)
}

// shipsChecker reports whether the export has an output validator: the
// source folder's, or the problem's checker asset.
func (l *layout) shipsChecker() (bool, error) {
	if l.source != nil {
		dir := l.source.meta.Dir
		return nonEmptyDir(filepath.Join(dir, "output_validator")) || nonEmptyDir(filepath.Join(dir, "output_validators")), nil
	}
	data, err := l.asset(assetChecker)
	return data != nil, err
}

// writeKattisGroups writes the secret groups and their configuration in
// the version's file: test_group.yaml keys max_score, score_aggregation
// and input_validator_args (2025-09), or testdata.yaml keys grader_flags,
// accept_score and input_validator_flags (2023-07, as problemtools reads
// them; a group inherits its parent's keys, so every group sets its own
// grader_flags and only the root says ignore_sample).
func writeKattisGroups(l *layout, outDir string) error {
	v2023 := l.opt.KattisVersion != Kattis2025 // testdata.yaml, as problemtools reads it
	scoring := l.opt.Scoring != ScoringPassFail
	if err := writeKattisRoots(l, outDir, v2023, scoring); err != nil {
		return err
	}
	for _, g := range l.groups {
		dir := l.kattisGroupDir(g)
		file, doc := kattisGroupConf(l, g, v2023, scoring)
		if g.sub.Note != "" {
			doc.HeadComment = fmt.Sprintf("subtask %d: %s", g.sub.ID, g.sub.Note)
		}
		if err := l.addSourceFlags(doc, strings.TrimPrefix(dir, "data/"), v2023); err != nil {
			return err
		}
		if err := writeYAML(outDir, path.Join(dir, file), doc); err != nil {
			return err
		}
		for _, t := range g.tests {
			if err := l.kattisTest(outDir, t, path.Join(dir, t.Name)); err != nil {
				return err
			}
		}
	}
	return nil
}

// writeKattisRoots writes the configuration of data/, data/sample and
// data/secret: the scores (see writeKattisGroups) and, for a folder
// problem, the samples' validator flags.
func writeKattisRoots(l *layout, outDir string, v2023, scoring bool) error {
	file := "test_group.yaml"
	if v2023 {
		file = "testdata.yaml"
	}
	sample := ymap()
	if v2023 && scoring {
		root := ymap(ystr("on_reject"), ystr("continue"), ystr("grader_flags"), ystr("ignore_sample sum"))
		if err := writeYAML(outDir, "data/testdata.yaml", root); err != nil {
			return err
		}
		if err := writeYAML(outDir, "data/secret/testdata.yaml", ymap(ystr("grader_flags"), ystr("sum"))); err != nil {
			return err
		}
		sample = ymap(ystr("grader_flags"), ystr("sum"))
	}
	if err := writeCheckerFlags(l, outDir, v2023); err != nil {
		return err
	}
	if !v2023 && scoring {
		secret := ymap(ystr("max_score"), yfloat(l.total), ystr("score_aggregation"), ystr("sum"))
		if err := writeYAML(outDir, "data/secret/test_group.yaml", secret); err != nil {
			return err
		}
	}
	if err := l.addSourceFlags(sample, "sample", v2023); err != nil {
		return err
	}
	if len(sample.Content) == 0 {
		return nil
	}
	return writeYAML(outDir, "data/sample/"+file, sample)
}

// writeCheckerFlags writes, in 2025-09, the flags of the problem's checker
// (its checker.flags asset, words such as case_sensitive) as
// data/test_group.yaml's output_validator_args, which every group
// inherits: BAPCtools reads case_sensitive and space_change_sensitive
// there to know which of its generic valid outputs the checker may
// reject (problem.py validate_valid_extra_data), and passes them to the
// checker, which ignores them.
func writeCheckerFlags(l *layout, outDir string, v2023 bool) error {
	flags, err := l.asset(assetCheckerFlags)
	if v2023 || l.source != nil || flags == nil || err != nil {
		return err
	}
	args := yflowSeq()
	for _, f := range strings.Fields(string(flags)) {
		args.Content = append(args.Content, ystr(f))
	}
	return writeYAML(outDir, "data/test_group.yaml", ymap(ystr("output_validator_args"), args))
}

// kattisGroupConf returns the configuration file of one subtask group.
func kattisGroupConf(l *layout, g group, v2023, scoring bool) (string, *yaml.Node) {
	id := strconv.Itoa(g.sub.ID)
	agg := "sum"
	if l.opt.Scoring == ScoringGroupMin {
		agg = "min"
	}
	// A folder problem's validators take its groups' own flags
	// (addSourceFlags), not carokit's --subtask.
	if v2023 {
		doc := ymap(ystr("input_validator_flags"), ystr("--subtask "+id))
		if l.source != nil {
			doc = ymap()
		}
		if scoring {
			accept := g.testPoints()
			if agg == "min" {
				accept = g.sub.Weight
			}
			doc.Content = append(doc.Content, ystr("grader_flags"), ystr(agg), ystr("accept_score"), yfloat(accept))
		}
		return "testdata.yaml", doc
	}
	doc := ymap(ystr("input_validator_args"), yflowSeq(ystr("--subtask"), ystr(id)))
	if l.source != nil {
		doc = ymap()
	}
	if scoring {
		doc.Content = append(doc.Content, ystr("max_score"), yfloat(g.sub.Weight), ystr("score_aggregation"), ystr(agg))
	}
	return "test_group.yaml", doc
}

// kattisTest writes a secret test at base.in and base.ans; a test that
// is also a sample becomes symbolic links to data/sample, so the files
// are not duplicated (BAPCtools warns about a copy) and stay in step. Where
// links cannot be made (Windows without the privilege) it is copied.
func (l *layout) kattisTest(outDir string, t testpkg.TestEntry, base string) error {
	for _, s := range l.samples {
		if !l.isSample(t) || s.InputSHA256 != t.InputSHA256 && s.Input != t.Input {
			continue
		}
		base = l.sampleLinkBase(t, s, base)
		if err := os.MkdirAll(filepath.Join(outDir, filepath.FromSlash(path.Dir(base))), 0o755); err != nil {
			return fmt.Errorf("write %s: %w", base, err)
		}
		linked := 0
		// base is data/…/NAME: one ../ per folder between it and data/.
		up := strings.Repeat("../", strings.Count(base, "/")-1)
		for _, ext := range []string{".in", ".ans"} {
			link := filepath.Join(outDir, filepath.FromSlash(base+ext))
			if os.Symlink(up+"sample/"+s.Name+ext, link) == nil {
				linked++
			}
		}
		if linked == 2 {
			return nil
		}
		for _, ext := range []string{".in", ".ans"} {
			os.Remove(filepath.Join(outDir, filepath.FromSlash(base+ext)))
		}
		break
	}
	if err := l.copyTest(outDir, t, base+".in", base+".ans"); err != nil {
		return err
	}
	return l.copyExtras(outDir, t, base)
}
