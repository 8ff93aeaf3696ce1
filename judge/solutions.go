package judge

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"

	"golang.org/x/sync/errgroup"

	"carokit/problem"
	"carokit/report"
	"carokit/runner"
)

// BuiltinSource is SolutionResult.Source for a built-in solution.
const BuiltinSource = "built-in"

// entry is one solution to judge: what to run and what it should do.
type entry struct {
	name       string
	source     string            // BuiltinSource or the file given
	builtin    bool              // run as SELF --problem P solve --solution NAME
	reference  bool              // the problem's reference solution
	expected   []problem.Verdict // per subtask, nil when none
	declared   string            // submissions folder, "" when none
	prog       runner.Program
	compileErr string // the compiler's output when the source did not compile
	// notRunnable says why a submission found in a folder cannot run
	// (runner.NotRunnableError); it is listed as not judged.
	notRunnable string
	src         runner.Source // a submission as runner.ListSubmissions found it
	listed      bool          // src is set
}

// collect lists the solutions opt asks for, in a stable order: the ones
// named by opt.Solutions, then the submissions folders (folder by folder,
// files sorted by name), or every built-in when neither is given.
func collect(opt *Options) ([]*entry, error) {
	spec := opt.Problem.Spec()
	var out []*entry
	for _, s := range opt.Solutions {
		e, err := lookup(spec, s)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	if opt.SubmissionsDir != "" {
		subs, err := submissions(opt.SubmissionsDir)
		if err != nil {
			return nil, err
		}
		out = append(out, subs...)
	}
	for _, l := range opt.Listed {
		declared := ""
		if _, ok := report.Folders[l.Folder]; ok {
			declared = l.Folder // rejected/ too is declared by submissions.yaml's defaults
		}
		out = append(out, &entry{name: l.Name, source: l.Path, declared: declared,
			src: l.Source, listed: true, notRunnable: l.NotRunnable})
	}
	if len(opt.Solutions) == 0 && opt.SubmissionsDir == "" && len(opt.Listed) == 0 {
		for _, s := range spec.Solutions {
			out = append(out, builtin(&s))
		}
	}
	seen := map[string]bool{}
	for _, e := range out {
		if seen[e.name] {
			return nil, fmt.Errorf("solution %q is given twice", e.name)
		}
		seen[e.name] = true
	}
	for name, v := range opt.Expect {
		if !seen[name] {
			return nil, fmt.Errorf("--expect names %q, which is not among the solutions judged", name)
		}
		for _, e := range out {
			if e.name == name {
				e.expected, e.declared = v, ""
			}
		}
	}
	return out, nil
}

// lookup resolves a --solution value. A built-in's exact name wins over a
// file of the same name; write ./name to run the file.
func lookup(spec *problem.Spec, s string) (*entry, error) {
	if sol, err := spec.FindSolution(s); err == nil {
		return builtin(sol), nil
	}
	if _, err := os.Stat(s); err != nil {
		names := make([]string, len(spec.Solutions))
		for i, sol := range spec.Solutions {
			names[i] = sol.Name
		}
		// A usage error, as everywhere a named file is missing.
		return nil, &problem.ParamError{Msg: fmt.Sprintf("solution %q is neither a file nor a built-in of %s (built-ins: %s)", s, spec.Name, strings.Join(names, ", "))}
	}
	return &entry{name: s, source: s}, nil
}

func builtin(s *problem.Solution) *entry {
	return &entry{
		name: s.Name, source: BuiltinSource, builtin: true,
		reference: s.Role == problem.RoleReference,
		expected:  s.Expected,
	}
}

// submissions reads a Kattis-style folder: each known subfolder declares
// what its solutions must do (see report.Folders), and each of its
// entries is one submission (see runner.ListSubmissions: links followed,
// folders as one program, README, .md, .txt and hidden files skipped).
// What cannot run is kept, to be listed as not judged. An unknown
// subfolder is an error, since its solutions would silently go unjudged.
func submissions(dir string) ([]*entry, error) {
	top, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("read submissions: %w", err)
	}
	for _, d := range top {
		if d.IsDir() && !slices.Contains(report.FolderNames(), d.Name()) && !runner.Ignored(d.Name()) {
			return nil, fmt.Errorf("submissions folder %s has an unknown subfolder %q (known: %s)", dir, d.Name(), strings.Join(report.FolderNames(), ", "))
		}
	}
	listed, err := runner.ListSubmissions(dir, report.FolderNames())
	if err != nil {
		return nil, err
	}
	if len(listed) == 0 {
		return nil, fmt.Errorf("submissions folder %s holds no solution (expected files under %s)", dir, strings.Join(report.FolderNames(), "/, ")+"/")
	}
	out := make([]*entry, 0, len(listed))
	for _, l := range listed {
		out = append(out, &entry{name: l.Name, source: l.Path, declared: l.Folder,
			src: l.Source, listed: true, notRunnable: l.NotRunnable})
	}
	return out, nil
}

// prepare turns every entry into a runnable program, compiling sources in
// parallel. A compile error is recorded on the entry, not returned: it is
// the verdict CE. So is a submission from a folder that cannot run here
// (a compiler missing on the machine): it is listed as not judged.
// A built-in judged by files reads and writes them (solve --io-files).
func prepare(ctx context.Context, entries []*entry, spec *problem.Spec, self string, comp runner.Compile, jobs int, files problem.IO) error {
	g, ctx := errgroup.WithContext(ctx)
	g.SetLimit(jobs)
	for _, e := range entries {
		if e.builtin {
			if self == "" {
				return fmt.Errorf("cannot run built-in %s: no carokit binary given (Options.Self)", e.name)
			}
			e.prog = runner.Program{Name: e.name, Path: self, Args: []string{"--problem", spec.Name, "solve", "--solution", e.name}}
			if files.Files() {
				e.prog.Args = append(e.prog.Args, "--io-files", files.Input+"/"+files.Output)
			}
			continue
		}
		if e.notRunnable != "" {
			continue
		}
		g.Go(func() error {
			src, err := e.src, error(nil)
			if !e.listed {
				src, err = runner.Inspect(e.source)
			}
			var prog runner.Program
			if err == nil {
				prog, err = runner.PrepareWith(ctx, src, comp)
			}
			var ce *runner.CompileError
			var nr *runner.NotRunnableError
			switch {
			case e.listed && errors.As(err, &nr):
				e.notRunnable = nr.Reason
			case errors.As(err, &ce):
				e.compileErr = strings.TrimSpace(ce.Output)
				if e.compileErr == "" {
					e.compileErr = ce.Error()
				}
			case err != nil:
				return fmt.Errorf("prepare %s: %w", e.name, err)
			default:
				e.prog = prog
			}
			return nil
		})
	}
	return g.Wait()
}

// splitNotJudged separates the submissions that cannot run from the ones
// to judge, keeping the order of both.
func splitNotJudged(entries []*entry) ([]*entry, []report.NotJudged) {
	judged := entries[:0:0]
	var not []report.NotJudged
	for _, e := range entries {
		if e.notRunnable != "" {
			not = append(not, report.NotJudged{Name: e.name, Source: e.source, Reason: e.notRunnable})
			continue
		}
		judged = append(judged, e)
	}
	return judged, not
}
