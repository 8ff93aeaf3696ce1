package export

import (
	"fmt"
	"strconv"
	"strings"

	"carokit/testpkg"
)

// writeCMS writes a task folder for CMS's italy_yaml loader
// (cmscontrib/loaders/italy_yaml.py, "Italian import format" in CMS's
// External contest formats):
//
//	task.yaml                name, title, time_limit (s), memory_limit (MiB),
//	                         n_input, infile/outfile "" (stdin/stdout),
//	                         score_type and score_type_parameters
//	input/inputN.txt         N from 0, subtask 1 first; the sample is
//	output/outputN.txt       whichever test the manifest puts first
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
// Tests that are samples are made public. CMS refuses a task without
// statement/statement.pdf: add it before cmsImportTask.
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
	for i, t := range l.tests() {
		rel := strconv.Itoa(i)
		if err := l.copyTest(outDir, t, "input/input"+rel+".txt", "output/output"+rel+".txt"); err != nil {
			return err
		}
		if l.isSample(t) {
			public = append(public, rel)
		}
	}
	params := yflowSeq()
	for _, g := range l.groups {
		if l.opt.Scoring == ScoringGroupMin {
			params.Content = append(params.Content, yflowSeq(ynum(g.sub.Weight), yint(int64(len(g.tests)))))
			continue
		}
		for range g.tests {
			params.Content = append(params.Content, yflowSeq(ynum(g.testPoints()), yint(1)))
		}
	}
	doc := ymap(
		ystr("name"), ystr(name),
		ystr("title"), ystr(title),
		ystr("time_limit"), yfloat(float64(m.TimeLimitMS)/1000),
		ystr("memory_limit"), yint(m.MemoryLimitMB),
		ystr("n_input"), yint(int64(len(l.tests()))),
		ystr("infile"), ystr(""),
		ystr("outfile"), ystr(""),
		ystr("public_testcases"), ystr(strings.Join(public, ",")),
		ystr("token_mode"), ystr("disabled"),
		ystr("score_precision"), yint(2),
		ystr("score_type"), ystr("GroupMin"),
		ystr("score_type_parameters"), params,
	)
	doc.HeadComment = cmsHeader(l)
	return writeYAML(outDir, "task.yaml", doc)
}

func cmsHeader(l *layout) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s, exported by carokit (%s scoring). Add statement/statement.pdf before importing.", l.m.Problem, l.opt.Scoring)
	first := 0
	for _, g := range l.groups {
		fmt.Fprintf(&b, "\nsubtask %d (%s points): inputs %d-%d", g.sub.ID, formatPoints(g.sub.Weight), first, first+len(g.tests)-1)
		if g.sub.Note != "" {
			fmt.Fprintf(&b, ", %s", g.sub.Note)
		}
		first += len(g.tests)
	}
	return b.String()
}
