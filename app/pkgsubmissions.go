package app

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"carokit/export"
	"carokit/judge"
	"carokit/problem"
	"carokit/report"
	"carokit/runner"
	"carokit/testpkg"
)

// submissionsCheck returns the certification step of package
// --submissions DIR: the setter's own solutions, found as judge finds
// them (Kattis folders; with DIR/submissions.yaml, their verdict per
// subtask as export reads it), are judged over the package being built
// and held to testpkg.CertifySubmissions.
func submissionsCheck(env Env, p problem.Problem, dir string, jobs int, compileMemory int64) func(context.Context, string, *testpkg.Manifest) error {
	return func(ctx context.Context, pkgDir string, m *testpkg.Manifest) error {
		listed, err := runner.ListSubmissions(dir, report.FolderNames())
		if err != nil {
			return err
		}
		if len(listed) == 0 {
			return fmt.Errorf("submissions folder %s holds no solution under %v", dir, report.FolderNames())
		}
		declared, err := declaredVerdicts(dir, m)
		if err != nil {
			return err
		}
		results := make([]testpkg.SubmissionResult, len(listed))
		var paths []string
		index := map[string]int{}
		for i, l := range listed {
			results[i] = testpkg.SubmissionResult{Name: l.Name, Expected: declared[l.Path], Folder: report.Folders[l.Folder], NotRun: l.NotRunnable}
			if l.NotRunnable == "" {
				index[l.Path] = i
				paths = append(paths, l.Path)
			}
		}
		if len(paths) > 0 {
			rep, err := judge.Judge(ctx, judge.Options{Problem: p, PackageDir: pkgDir, Solutions: paths, Jobs: jobs,
				Scoring: report.ScoringPerTest, Self: env.Self, Progress: progressWriter(env), CompileMemory: compileMemory})
			if err != nil {
				return fmt.Errorf("judge the submissions: %w", err)
			}
			inputs := map[string]string{} // "subtask/name" → input path
			for _, t := range m.Tests {
				inputs[fmt.Sprint(t.Subtask, "/", t.Name)] = t.Input
			}
			for _, s := range rep.Solutions {
				r := &results[index[s.Name]]
				if s.CompileError != "" {
					r.NotRun = "it does not compile: " + firstLineOf(s.CompileError)
					continue
				}
				r.Verdicts = map[string]problem.Verdict{}
				for _, t := range s.Tests {
					r.Verdicts[inputs[fmt.Sprint(t.Subtask, "/", t.Name)]] = t.Verdict
				}
			}
		}
		return testpkg.CertifySubmissions(m, results)
	}
}

// declaredVerdicts reads DIR/submissions.yaml, when there is one, into
// each program's verdict per subtask, by path.
func declaredVerdicts(dir string, m *testpkg.Manifest) (map[string][]problem.Verdict, error) {
	if _, err := os.Stat(filepath.Join(dir, "submissions.yaml")); errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	subs, err := export.ReadSubmissions(dir, m)
	if err != nil {
		return nil, err
	}
	out := map[string][]problem.Verdict{}
	for _, s := range subs {
		out[s.Path] = s.Expected
	}
	return out, nil
}

func firstLineOf(s string) string {
	return oneLine(s[:min(len(s), 200)])
}
