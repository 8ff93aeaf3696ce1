package app

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"carokit/internal/safefile"
	"carokit/internal/untrusted"
	"carokit/kattis/generators"
	"carokit/plan"
	"carokit/problems/folder"
	"carokit/testpkg"
)

// strengthen adds every gap's counterexample to the plan (a folder
// problem: to its generators.yaml, else its data/) in the smallest
// subtask it fits, rebuilds the package with reopen's options, and runs
// the gaps' mutants again in the subtasks of their gaps: each then dies
// there, unless its test fell into a smaller subtask.
func (r *mutationRun) strengthen(ctx context.Context, reopen func() (testpkg.Options, error)) error {
	var before testpkg.Mutation
	before.Mutants = r.record.Mutants
	before.Score(r.subtaskIDs())
	var progs []testpkg.MutantProgram
	var only [][]int
	type test struct {
		subtask int
		input   string
	}
	added := map[test]bool{} // one counterexample often kills several mutants
	undo, err := r.snapshot()
	if err != nil {
		return err
	}
	for i, m := range r.mutants {
		o := r.find(m.ID)
		var again []int
		for _, g := range o.Gaps {
			if g.TooSmall || slices.Contains(again, g.Subtask) {
				continue // a test there must be larger: the setter's to write
			}
			again = append(again, g.Subtask)
			if added[test{g.FitsIn, g.Input}] {
				continue
			}
			added[test{g.FitsIn, g.Input}] = true
			path, err := r.addTest(ctx, m.ID, g)
			if err != nil {
				return err
			}
			r.record.Added = append(r.record.Added, testpkg.AddedTest{Mutant: m.ID, Subtask: g.FitsIn, Path: path})
		}
		if len(again) > 0 {
			progs, only = append(progs, r.progs[i]), append(only, again)
		}
	}
	if len(progs) == 0 {
		return nil
	}
	r.record.Before = before.Subtasks
	opt, err := reopen()
	if err != nil {
		return err
	}
	fmt.Fprintf(r.env.Stderr, "mutate: %d tests added, rebuilding %s\n", len(r.record.Added), opt.Out)
	m, err := testpkg.Build(ctx, opt)
	if err != nil {
		if uerr := undo(); uerr != nil {
			return fmt.Errorf("rebuild with the added tests: %w (and restoring what --strengthen changed: %v)", err, uerr)
		}
		return fmt.Errorf("rebuild with the added tests: %w (the plan is restored, the tests added removed)", err)
	}
	r.build = opt
	fmt.Fprintf(r.env.Stderr, "mutate: rebuilt %s: %d tests\n", opt.Out, len(m.Tests))
	if err := r.kill(ctx, progs, 0, only); err != nil {
		return err
	}
	for _, p := range progs {
		o := r.find(p.ID)
		for pos := range o.Subtasks {
			if o.Subtasks[pos].Outcome == "" {
				o.Subtasks[pos].Outcome = testpkg.MutantGap // its test went to a smaller subtask
			}
		}
	}
	return nil
}

// snapshot keeps the file --strengthen edits (the plan, or the folder's
// generators.yaml) and returns what puts it back and removes the test
// files added since, for a rebuild that fails.
func (r *mutationRun) snapshot() (func() error, error) {
	path := r.cfg.planFile
	if fp, ok := r.build.Problem.(*folder.Problem); ok {
		path = filepath.Join(fp.Dir(), "generators", "generators.yaml")
	}
	old, err := os.ReadFile(path)
	missing := os.IsNotExist(err)
	if err != nil && !missing {
		return nil, fmt.Errorf("strengthen: %w", err)
	}
	return func() error {
		for _, a := range r.record.Added {
			if filepath.IsAbs(a.Path) || strings.HasSuffix(a.Path, ".in") {
				os.Remove(a.Path)
				os.Remove(strings.TrimSuffix(a.Path, ".in") + ".ans")
			}
		}
		r.record.Added = nil
		if missing {
			return nil
		}
		return safefile.Write(path, old, 0o644)
	}, nil
}

// addTest saves gap's input as a test of the subtask it fits, named
// after the mutant, and returns the file written.
func (r *mutationRun) addTest(ctx context.Context, id string, g testpkg.MutationGap) (string, error) {
	base := "mutant-" + id
	note := untrusted.Text(fmt.Sprintf("package --mutate: kills mutant %s (%s here)", id, g.Verdict))
	fp, isFolder := r.build.Problem.(*folder.Problem)
	if !isFolder {
		saved, err := plan.AddFile(ctx, r.cfg.planFile, g.FitsIn, base, []byte(g.Input), note)
		if err != nil {
			return "", fmt.Errorf("strengthen: %w", err)
		}
		fmt.Fprintf(r.env.Stderr, "mutate: added %s to %s, subtask %d\n", saved, r.cfg.planFile, g.FitsIn)
		return saved, nil
	}
	group := fp.GroupPath(g.FitsIn)
	if fp.Items() != nil {
		saved, err := generators.AddTest(fp.Dir(), group, base, []byte(g.Input), nil)
		if err != nil {
			return "", fmt.Errorf("strengthen: save to generators.yaml: %w", err)
		}
		fmt.Fprintf(r.env.Stderr, "mutate: added %s to %s\n", untrusted.Text(saved), filepath.Join(fp.Dir(), "generators", "generators.yaml"))
		return saved, nil
	}
	in := filepath.Join(fp.Dir(), "data", filepath.FromSlash(group), base+".in")
	if _, err := os.Lstat(in); err == nil {
		return "", fmt.Errorf("strengthen: %s exists", in)
	}
	if err := os.MkdirAll(filepath.Dir(in), 0o755); err != nil {
		return "", err
	}
	if err := safefile.Write(in, []byte(g.Input), 0o644); err != nil {
		return "", err
	}
	if err := safefile.Write(in[:len(in)-3]+".ans", []byte(g.Answer), 0o644); err != nil {
		return "", err
	}
	fmt.Fprintf(r.env.Stderr, "mutate: added %s (and its .ans, the reference's answer)\n", in)
	return in, nil
}
