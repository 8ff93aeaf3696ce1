package export

import (
	"fmt"
	"path"

	"carokit/testpkg"
)

// KattisFormatVersion is the problem package format version written.
const KattisFormatVersion = testpkg.KattisFormatVersion

// writeKattis writes a Kattis problem package of type scoring:
//
//	problem.yaml                      format version, name, uuid, limits
//	data/sample/NAME.in|.ans          the samples (they score nothing)
//	data/secret/test_group.yaml       max_score = total, sum over groups
//	data/secret/GROUP/test_group.yaml max_score = weight, sum or min
//	data/secret/GROUP/NAME.in|.ans
//	submissions/DIR/FILE, submissions/submissions.yaml
//
// In a sum group each test is worth max_score/N, in a min group the group
// scores max_score only if every test passes: exactly per-test and
// group-min. max_score must be an integer, so weights must be whole.
func writeKattis(pkgDir, outDir string, m *testpkg.Manifest, opt Options) error {
	l, err := newLayout(pkgDir, m, opt)
	if err != nil {
		return err
	}
	total, ok := wholeNumber(l.total)
	if !ok {
		return fmt.Errorf("kattis: max_score must be an integer, but the weights sum to %g", l.total)
	}
	name := m.Title
	if name == "" {
		name = m.Problem
	}
	doc := ymap(
		ystr("problem_format_version"), ystr(KattisFormatVersion),
		ystr("type"), ystr("scoring"),
		ystr("name"), ystr(name),
		ystr("uuid"), ystr(testpkg.ProblemUUID(m.Problem)),
		ystr("limits"), ymap(
			ystr("time_limit"), yfloat(float64(m.TimeLimitMS)/1000),
			ystr("memory"), yint(m.MemoryLimitMB),
		),
	)
	doc.HeadComment = fmt.Sprintf("%s, exported by carokit. Add statement/ and input_validators/ before uploading.", m.Problem)
	if err := writeYAML(outDir, "problem.yaml", doc); err != nil {
		return err
	}
	for _, s := range l.samples {
		base := "data/sample/" + s.Name
		if err := l.copyTest(outDir, s, base+".in", base+".ans"); err != nil {
			return err
		}
	}
	secret := ymap(
		ystr("max_score"), yint(total),
		ystr("score_aggregation"), ystr("sum"),
	)
	if err := writeYAML(outDir, "data/secret/test_group.yaml", secret); err != nil {
		return err
	}
	agg := "sum"
	if l.opt.Scoring == ScoringGroupMin {
		agg = "min"
	}
	for _, g := range l.groups {
		w, ok := wholeNumber(g.sub.Weight)
		if !ok {
			return fmt.Errorf("kattis: max_score must be an integer, but subtask %d weighs %g", g.sub.ID, g.sub.Weight)
		}
		dir := path.Join("data/secret", g.name)
		doc := ymap(
			ystr("max_score"), yint(w),
			ystr("score_aggregation"), ystr(agg),
		)
		if g.sub.Note != "" {
			doc.HeadComment = fmt.Sprintf("subtask %d: %s", g.sub.ID, g.sub.Note)
		}
		if err := writeYAML(outDir, path.Join(dir, "test_group.yaml"), doc); err != nil {
			return err
		}
		for _, t := range g.tests {
			base := path.Join(dir, t.Name)
			if err := l.copyTest(outDir, t, base+".in", base+".ans"); err != nil {
				return err
			}
		}
	}
	return writeKattisSubmissions(l, outDir)
}
