package export

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"carokit/testpkg"
)

// writeCMS writes a task folder for CMS's italy_yaml loader
// (cmscontrib/loaders/italy_yaml.py, "Italian import format" in CMS's
// External contest formats):
//
//	task.yaml                name, title, time_limit (s), memory_limit (MiB),
//	                         n_input, infile/outfile (the problem's files,
//	                         "" for stdin/stdout),
//	                         score_type and score_type_parameters
//	input/inputN.txt         N from 0: the samples first, then
//	output/outputN.txt       subtask 1, 2, …
//	check/checker            the problem's checker, if any (cmschecker.go)
//
// The loader takes score_type from task.yaml when score_type,
// score_type_parameters and n_input are all there. Upstream CMS ships
// GroupMin but no GroupSum (only some forks have it), so:
//
//   - group-min: GroupMin [[weight, count], …], groups consuming the
//     tests in codename order;
//   - per-test: GroupMin with one group of one test per test,
//     [[weight/count, 1], …]: a test scores its share or nothing, which is
//     per-test scoring on every CMS. score_precision 2 keeps the shares
//     readable in the ranking.
//
// The samples are a first group worth 0 points, and public; a subtask's
// test that is also a sample is in its subtask too (plan.go's
// SampleGroup). The loader imports
// statement/statement.pdf in primary_language (Italian without it) and
// stops without it: the problem's statement.md goes there as a text PDF,
// with the Markdown beside it.
func writeCMS(pkgDir, outDir string, m *testpkg.Manifest, opt Options) error {
	l, err := newLayout(pkgDir, m, opt)
	if err != nil {
		return err
	}
	name := opt.TaskName
	if name == "" {
		name = m.Problem
	}
	if name == "" || !taskNameRE.MatchString(name) {
		return fmt.Errorf("cms: task name %q must be letters, digits and underscores", name)
	}
	title := m.Title
	if title == "" {
		title = name
	}
	var public []string
	all := append(slices.Clone(l.samples), l.tests()...)
	for i, t := range all {
		rel := strconv.Itoa(i)
		if err := l.copyTest(outDir, t, "input/input"+rel+".txt", "output/output"+rel+".txt"); err != nil {
			return err
		}
		if i < len(l.samples) {
			public = append(public, rel)
		}
	}
	params := yflowSeq()
	for _, p := range cmsGroups(l) {
		params.Content = append(params.Content, yflowSeq(ynum(p.points), yint(int64(p.tests))))
	}
	if err := writeCMSStatement(l, outDir); err != nil {
		return err
	}
	checker, err := writeCMSChecker(l, outDir)
	if err != nil {
		return err
	}
	doc := ymap(
		ystr("name"), ystr(name),
		ystr("title"), ystr(title),
		ystr("primary_language"), ystr("en"),
		ystr("time_limit"), yfloat(float64(m.TimeLimitMS)/1000),
		ystr("memory_limit"), yint(m.MemoryLimitMB),
		ystr("n_input"), yint(int64(len(all))),
		ystr("infile"), ystr(l.opt.Files.Input),
		ystr("outfile"), ystr(l.opt.Files.Output),
		ystr("public_testcases"), ystr(strings.Join(public, ",")),
		ystr("token_mode"), ystr("disabled"),
		ystr("score_precision"), yint(2),
		ystr("score_type"), ystr("GroupMin"),
		ystr("score_type_parameters"), params,
	)
	doc.HeadComment = cmsHeader(l, checker)
	return writeYAML(outDir, "task.yaml", doc)
}

func cmsHeader(l *layout, checker bool) string {
	var b strings.Builder
	if l.opt.Scoring == ScoringPerTest {
		fmt.Fprintf(&b, "%s, exported by carokit (per-test scoring: one GroupMin group per test, since upstream CMS has no GroupSum).", l.m.Problem)
	} else {
		fmt.Fprintf(&b, "%s, exported by carokit (group-min scoring: one GroupMin group per subtask).", l.m.Problem)
	}
	if checker {
		fmt.Fprintf(&b, "\nThe checker is %s (compiled from %s.cpp; CMS's comparator protocol).", cmsCheckerPath, cmsCheckerPath)
	}
	if f := l.opt.Files; f.Files() {
		fmt.Fprintf(&b, "\nThe program reads %s and writes %s (infile, outfile).", f.Input, f.Output)
	}
	b.WriteString("\nThe subtasks are:")
	first := len(l.samples)
	if first > 0 {
		fmt.Fprintf(&b, "\nsamples (0 points): inputs 0-%d", first-1)
	}
	for _, g := range l.groups {
		fmt.Fprintf(&b, "\nsubtask %d (%s points): inputs %d-%d", g.sub.ID, formatPoints(g.sub.Weight), first, first+len(g.tests)-1)
		if g.sub.Note != "" {
			fmt.Fprintf(&b, ", %s", g.sub.Note)
		}
		first += len(g.tests)
	}
	return b.String()
}

// cmsGroup is one GroupMin group: its points and how many tests it takes.
type cmsGroup struct {
	points float64
	tests  int
}

// cmsGroups returns the GroupMin groups: the samples' group worth 0, then
// a group per subtask (group-min) or a group per test (per-test). CMS adds the groups' points in order to
// get the task's maximum, so the last share is what makes that sum exactly
// the total: 30/10 + … + 40/11 in floating point is 100.00000000000006,
// and 100 − (the sum before it) added to that sum is exactly 100 (the
// subtraction is exact, the two being within a factor of two).
func cmsGroups(l *layout) []cmsGroup {
	var out []cmsGroup
	if len(l.samples) > 0 {
		out = append(out, cmsGroup{0, len(l.samples)})
	}
	for _, g := range l.groups {
		if l.opt.Scoring == ScoringGroupMin {
			out = append(out, cmsGroup{g.sub.Weight, len(g.tests)})
			continue
		}
		for range g.tests {
			out = append(out, cmsGroup{g.testPoints(), 1})
		}
	}
	sum := 0.0
	for _, g := range out[:len(out)-1] {
		sum += g.points
	}
	if last := l.total - sum; last > 0 && sum+last == l.total {
		out[len(out)-1].points = last
	}
	return out
}

// writeCMSStatement writes statement/statement.pdf and statement.md when
// the problem ships a statement.
func writeCMSStatement(l *layout, outDir string) error {
	md, err := l.statement()
	if err != nil {
		return err
	}
	if md == nil {
		return writeCMSTeXStatement(l, outDir)
	}
	if err := writeFile(outDir, "statement/statement.md", md); err != nil {
		return err
	}
	return writeFile(outDir, "statement/statement.pdf", textPDF(string(md)))
}
