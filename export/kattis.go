package export

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"carokit/testpkg"
)

// Kattis problem package format versions the kattis export writes.
const (
	// Kattis2023 is what Kattis problemtools reads (its FormatVersion
	// knows legacy and 2023-07 only): scores in testdata.yaml.
	Kattis2023 = "2023-07"
	// Kattis2025 is the current spec, and the one BAPCtools reads
	// (pass-fail only): scores in test_group.yaml.
	Kattis2025 = "2025-09"
)

// KattisFormatVersion is the default version written: the one
// problemtools reads.
const KattisFormatVersion = Kattis2023

// writeKattis writes a Kattis problem package:
//
//	problem.yaml                 format version, type, name, uuid, limits
//	statement/problem.en.md      the statement (the judge shows the samples)
//	input_validators/validator.cpp, output_validator/checker.cpp
//	data/sample/NAME.in|.ans     the samples (they score nothing)
//	data/secret/GROUP/NAME.in|.ans, the sample there a symbolic link
//	data/…/testdata.yaml (2023-07) or test_group.yaml (2025-09)
//	submissions/DIR/FILE, submissions/submissions.yaml
//
// Scoring: a sum group gives each test max_score/N, a min group its
// max_score only if every test passes, exactly per-test and group-min.
// Pass-fail scoring writes no scores at all, for ICPC tools.
func writeKattis(pkgDir, outDir string, m *testpkg.Manifest, opt Options) error {
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
	for _, a := range [][2]string{
		{assetStatement, "statement/problem.en.md"},
		{assetValidator, "input_validators/validator.cpp"},
		{assetChecker, "output_validator/checker.cpp"},
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
	}
	if err := writeKattisGroups(l, outDir); err != nil {
		return err
	}
	if err := l.writeSourceInvalid(outDir); err != nil {
		return err
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
		ystr("limits"), ymap(
			ystr("time_limit"), yfloat(float64(m.TimeLimitMS)/1000),
			ystr("memory"), yint(m.MemoryLimitMB),
		),
	)
	if l.source != nil {
		doc.Content = append(doc.Content, l.source.rights...)
	}
	doc.HeadComment = fmt.Sprintf("%s, exported by carokit (%s scoring).", m.Problem, l.opt.Scoring)
	return writeYAML(outDir, "problem.yaml", doc)
}

// writeKattisGroups writes the secret groups and their configuration in
// the version's file: test_group.yaml keys max_score, score_aggregation
// and input_validator_args (2025-09), or testdata.yaml keys grader_flags,
// accept_score and input_validator_flags (2023-07, as problemtools reads
// them; a group inherits its parent's keys, so every group sets its own
// grader_flags and only the root says ignore_sample).
func writeKattisGroups(l *layout, outDir string) error {
	v2023 := l.opt.KattisVersion == Kattis2023
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
	return l.copyTest(outDir, t, base+".in", base+".ans")
}
