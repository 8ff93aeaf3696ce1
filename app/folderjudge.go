package app

import (
	"errors"
	"fmt"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"carokit/kattis/format"
	"carokit/problem"
	"carokit/problems/folder"
	"carokit/report"
	"carokit/runner"
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

// kattisVerdict is a verdict in the Kattis spec's words.
func kattisVerdict(v problem.Verdict) string {
	switch v {
	case problem.OK:
		return "AC"
	case problem.WA:
		return "WA"
	case problem.TLE:
		return "TLE"
	}
	return "RTE" // RE, MLE, OLE: the spec has one word for them
}

// apply replaces, for each submission of the folder in rep, the
// expectation carokit's folder rule gave with the Kattis rules (folder
// defaults, every matching submissions.yaml glob, @EXPECTED_RESULTS@),
// checked on its verdicts by test group ("secret/group1/3-random").
func (fs *folderSubmissions) apply(rep *report.Report, fp *folder.Problem) {
	for i := range rep.Solutions {
		s := &rep.Solutions[i]
		rule, ok := fs.rules[s.Name]
		if !ok {
			continue
		}
		if s.CompileError != "" {
			s.Mismatches, s.ExpectedMet = []string{"it does not compile"}, false
			continue
		}
		verdicts := map[string]string{}
		for _, t := range s.Tests {
			if t.Skipped || t.Verdict == "" {
				continue
			}
			verdicts[fp.GroupPath(t.Subtask)+"/"+t.Name] = kattisVerdict(t.Verdict)
		}
		s.Mismatches = rule.Check(verdicts)
		s.ExpectedMet = len(s.Mismatches) == 0
		if s.Declared == "" {
			s.Declared = rule.Folder
		}
	}
}
