package app

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"carokit/internal/untrusted"
	"carokit/judge"
	"carokit/kattis/format"
	"carokit/kattis/score"
	"carokit/problems/folder"
	"carokit/report"
	"carokit/runner"
	"carokit/testpkg"
)

// folderSubmissions are a folder problem's submissions as the judge
// takes them (every folder of submissions/, named FOLDER/ENTRY; what
// carokit cannot run listed as not judged) and as the Kattis rules
// declare them.
type folderSubmissions struct {
	listed []runner.Listed
	rules  map[string]format.Submission // by name
}

func readFolderSubmissions(fp *folder.Problem) (*folderSubmissions, error) {
	subs, err := format.ReadSubmissions(fp.Meta())
	if err != nil {
		return nil, fmt.Errorf("read the submissions of %s: %w", fp.Dir(), err)
	}
	out := &folderSubmissions{rules: map[string]format.Submission{}}
	for _, s := range subs {
		path := filepath.Join(fp.Dir(), "submissions", filepath.FromSlash(s.Path))
		l := runner.Listed{Folder: s.Folder, Name: s.Path, Path: path}
		src, err := runner.Inspect(path)
		if nr := (*runner.NotRunnableError)(nil); errors.As(err, &nr) {
			l.NotRunnable = nr.Reason
		} else if err != nil {
			return nil, err
		} else {
			l.Source = src
		}
		out.listed = append(out.listed, l)
		out.rules[s.Path] = s
	}
	return out, nil
}

// folderSubsKey is where judgeOptions leaves a folder problem's
// submissions for runJudge, in the app's Metadata.
const folderSubsKey = "carokit.folderSubmissions"

func folderSubs(c *cli.Context) *folderSubmissions {
	fs, _ := c.App.Metadata[folderSubsKey].(*folderSubmissions)
	return fs
}

// apply replaces, for each submission of the folder in rep, the
// expectation carokit's folder rule gave with the Kattis rules (folder
// defaults, every matching submissions.yaml glob, @EXPECTED_RESULTS@),
// checked on its verdicts by test group ("secret/group1/3-random"), and,
// for a scoring folder, its score with the Kattis score (kattisScore),
// which the rules' score: keys are checked on. fs may be nil (judge
// --solution): the scores alone. A submission judge --expect names keeps
// that expectation, checked already (report.CheckExpectations).
func (fs *folderSubmissions) apply(rep *report.Report, fp *folder.Problem) {
	rep.NotJudgedIsNoFailure = true
	if fp.Scoring() {
		rep.Scoring = report.ScoringKattis
	}
	for i := range rep.Solutions {
		s := &rep.Solutions[i]
		var scores map[string]float64
		var judgeErr string
		overall := &format.Overall{}
		if fp.Scoring() {
			scores, overall, judgeErr = kattisScore(s, fp)
		}
		if fs == nil {
			if judgeErr != "" {
				s.Mismatches, s.ExpectedMet = append(s.Mismatches, judgeErr), false
			}
			continue
		}
		rule, ok := fs.rules[s.Name]
		if !ok || s.Expected != nil { // judge --expect overrides the folder's rules
			continue
		}
		if s.CompileError != "" {
			s.Mismatches, s.ExpectedMet = []string{"it does not compile"}, false
			continue
		}
		verdicts, messages := map[string]string{}, map[string]string{}
		for _, t := range s.Tests {
			// A test not run (fail-fast) is "": it meets required, as BAPCtools counts it.
			key := fp.TestKey(t.Subtask, t.Name)
			verdicts[key], messages[key] = format.VerdictOf(t.Verdict), t.Detail
		}
		s.Mismatches = rule.CheckOverall(verdicts, messages, scores, overall)
		if judgeErr != "" {
			s.Mismatches = append(s.Mismatches, judgeErr)
		}
		s.ExpectedMet = len(s.Mismatches) == 0
		if s.Declared == "" {
			s.Declared = rule.Folder
		}
	}
}

// kattisScore sets s's score and its subtasks' points to the Kattis
// score of its tests' results (folder.Problem.Grade), and returns the
// scores submissions.yaml's score: keys are checked on (the
// submission's, key "", and each group's by path), the overall result a
// partially_accepted rule is checked on, and a judge error's one-line
// reason ("" if none).
func kattisScore(s *report.SolutionResult, fp *folder.Problem) (map[string]float64, *format.Overall, string) {
	results := map[string]score.Result{}
	for _, t := range s.Tests {
		results[fp.TestKey(t.Subtask, t.Name)] = folder.ResultOf(t.Verdict, t.Feedback)
	}
	if s.CompileError != "" {
		results = nil // nothing ran: 0
	}
	g := fp.Grade(results)
	s.Score, s.ScoreIsBound = g.Submission.Points(), g.Submission.Incomplete
	for i := range s.Subtasks {
		if id := s.Subtasks[i].Subtask; id >= 1 && id <= len(g.Subtasks) {
			s.Subtasks[i].Points = g.Subtasks[id-1]
		}
	}
	if o, ok := g.Groups["sample"]; ok && s.Samples.Total > 0 {
		pts := o.Points()
		s.Samples.Points = &pts
	}
	scores := map[string]float64{"": s.Score}
	for at, o := range g.Groups {
		if at != "" {
			scores[at] = o.Points()
		}
	}
	judgeErr := ""
	if g.Submission.Verdict == "JE" {
		judgeErr = "judge error in the Kattis score: " + g.Submission.Reason
	}
	overall := &format.Overall{Scoring: true, Verdict: g.Submission.Verdict, Score: s.Score, Max: fp.ScoreMax()}
	return scores, overall, judgeErr
}

// listFolderSubmissions is solutions for a folder problem: its
// submissions, their language, and what the Kattis rules expect of them.
func listFolderSubmissions(env Env, fp *folder.Problem) error {
	fs, err := readFolderSubmissions(fp)
	if err != nil {
		return err
	}
	var rows [][]string
	for _, l := range fs.listed {
		lang := l.Source.Lang
		if l.NotRunnable != "" {
			lang = "NOT JUDGED: " + l.NotRunnable
		} else if lang == "" {
			lang = "executable"
		}
		rows = append(rows, []string{untrusted.Text(l.Name), untrusted.Text(lang), untrusted.Text(expectationText(fs.rules[l.Name]))})
	}
	return report.WriteRows(env.Stdout, report.FormatTable, []string{"submission", "language", "expected (Kattis rules: folder, submissions.yaml, @EXPECTED_RESULTS@)"}, rows)
}

// expectationText is a submission's rules in one line: "permitted AC;
// secret/large: required TLE".
func expectationText(s format.Submission) string {
	var parts []string
	add := func(scope string, es []format.Expectation) {
		for _, e := range es {
			var b []string
			if len(e.Permitted) > 0 {
				b = append(b, "permitted "+strings.Join(e.Permitted, ","))
			}
			if len(e.Required) > 0 && !slices.Equal(e.Required, e.Permitted) {
				b = append(b, "required "+strings.Join(e.Required, ","))
			}
			if e.Score != nil {
				b = append(b, fmt.Sprintf("score %g–%g", e.Score[0], e.Score[1]))
			}
			if e.Message != "" {
				b = append(b, fmt.Sprintf("message %q", e.Message))
			}
			if len(b) > 0 {
				parts = append(parts, scope+strings.Join(b, " "))
			}
		}
	}
	add("", s.Whole)
	for _, g := range slices.Sorted(maps.Keys(s.ByGroup)) {
		add(g+": ", s.ByGroup[g])
	}
	return strings.Join(parts, "; ")
}

// folderCertify is the certification step of a folder problem's package:
// every submission of the folder is judged over the package being built
// and must meet its Kattis expectations; one carokit cannot run (an
// unsupported language) is named on stderr as not judged, not a failure.
func folderCertify(env Env, fp *folder.Problem, jobs int, compileMemory int64) func(context.Context, string, *testpkg.Manifest) error {
	return func(ctx context.Context, pkgDir string, _ *testpkg.Manifest) error {
		if err := fp.CheckInvalid(); err != nil {
			return err
		}
		fs, err := readFolderSubmissions(fp)
		if err != nil {
			return err
		}
		var runnable []runner.Listed
		for _, l := range fs.listed {
			if l.NotRunnable != "" {
				fmt.Fprintf(env.Stderr, "carokit: NOT JUDGED: %s: %s\n", untrusted.Text(l.Name), untrusted.Message(l.NotRunnable))
				continue
			}
			runnable = append(runnable, l)
		}
		var bad []string
		if fp.SamplesOnly() {
			bad = append(bad, folder.NoSecretTests)
		}
		if len(runnable) == 0 {
			return certifyFailure(bad)
		}
		rep, err := judge.Judge(ctx, judge.Options{Problem: fp, PackageDir: pkgDir, Listed: runnable, Jobs: jobs,
			Scoring: report.ScoringPerTest, Self: env.Self, Progress: progressWriter(env), CompileMemory: compileMemory})
		if err != nil {
			return fmt.Errorf("judge the submissions: %w", err)
		}
		fs.apply(rep, fp)
		for _, s := range rep.Solutions {
			for _, m := range s.Mismatches {
				bad = append(bad, untrusted.Text(s.Name)+": "+untrusted.Message(m))
			}
		}
		return certifyFailure(bad)
	}
}

// certifyFailure is the certification's error for its unmet
// requirements, nil for none.
func certifyFailure(bad []string) error {
	if len(bad) == 0 {
		return nil
	}
	return fmt.Errorf("unmet (carokit judge shows the table): %s", strings.Join(bad, "; "))
}

// folderExpectations is, for merge, the Kattis expectations of the folder
// problem the command line names (--problem DIR, or the folder it runs
// in), nil for a built-in: shards judge a folder's submissions by the
// carokit folder rule, and the merged table applies the Kattis rules
// again, as judge does.
func folderExpectations(c *cli.Context) (func(*report.Report), error) {
	name := problemName(c)
	if !folder.IsPath(name) {
		return nil, nil
	}
	p, err := openProblem(c, name)
	if err != nil {
		return nil, err
	}
	fp := p.(*folder.Problem)
	fs, err := readFolderSubmissions(fp)
	if err != nil {
		return nil, err
	}
	return func(rep *report.Report) { fs.apply(rep, fp) }, nil
}

// needFolderRules refuses to merge a folder problem's judge shards
// without the folder (rules is false): their expected column and exit
// status are its Kattis rules', which a merge without them would replace
// by carokit's own (every NOT JUDGED submission a failure, submissions.yaml
// unread). Shards of a folder problem and of a built-in do not mix.
func needFolderRules(names []string, files []resultFile, rules bool) error {
	for k := range files {
		if files[k].FolderRules != files[0].FolderRules {
			folderOne, other := names[0], names[k]
			if files[k].FolderRules {
				folderOne, other = other, folderOne
			}
			return fmt.Errorf("merge: %s judged a folder problem and %s did not: not the same campaign", folderOne, other)
		}
	}
	if files[0].Kind != "judge" || !files[0].FolderRules || rules {
		return nil
	}
	return usagef("%s: the shards judged the folder problem %s, whose Kattis rules (folder defaults, submissions.yaml, @EXPECTED_RESULTS@) decide what is expected: run carokit --problem DIR merge ... with its folder",
		names[0], untrusted.Text(files[0].Judge.Campaign.Problem))
}
