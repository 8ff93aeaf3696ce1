package testpkg

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"carokit/internal/safefile"
	"carokit/internal/scratch"
	"carokit/plan"
	"carokit/problem"
)

// planTests reads the plan (opt.Plan, else the problem's) and resolves its
// tests, reporting every error of it at once: its syntax, its lines, and
// the compilation of the generators of the lines that resolved. done
// removes the copy of a built-in's own plan files (ownPlanFiles) once
// the build is over.
func planTests(ctx context.Context, opt Options, spec *problem.Spec) ([]byte, string, []*test, func(), error) {
	planText, planName := opt.Plan, opt.PlanName
	if planText == nil {
		planText, planName = []byte(spec.Plan), "default plan"
	}
	if planName == "" {
		planName = "plan"
	}
	p, perr := plan.Parse(planName, planText)
	planDir := opt.PlanDir
	if planDir == "" && opt.Plan == nil {
		planDir = spec.PlanDir
	}
	if planDir == "" {
		planDir = "."
	}
	own, done, err := ownPlanFiles(spec)
	if err != nil {
		return nil, "", nil, nil, err
	}
	tests, rerr := resolve(spec, p, planName, []string{planDir, own}, opt.Seed)
	xerr := prepareExternals(ctx, opt, tests, planName)
	if err := plan.Collect([]error{perr, rerr, xerr}); err != nil {
		done()
		return nil, "", nil, nil, err
	}
	return planText, planName, tests, done, nil
}

// ownPlanFiles copies a built-in problem's plan files (spec.PlanFiles,
// the tests its default plan names in "file" lines) into a new
// temporary folder, where a plan's "file" line finds what its own folder
// lacks: the default plan, or one printed from it (--print-plan) and
// kept elsewhere. "" and a no-op when the problem has none.
func ownPlanFiles(spec *problem.Spec) (string, func(), error) {
	if spec.PlanFiles == nil {
		return "", func() {}, nil
	}
	// A scratch folder, which a second Ctrl-C removes too.
	dir, done, err := scratch.MkdirTemp("carokit-plan-files-")
	if errors.Is(err, scratch.ErrStopped) {
		return "", nil, errAbandoned
	}
	if err != nil {
		return "", nil, fmt.Errorf("copy %s's plan files: %w", spec.Name, err)
	}
	if err := copyPlanFiles(spec.PlanFiles, dir); err != nil {
		done()
		if errors.Is(err, errAbandoned) {
			return "", nil, err
		}
		return "", nil, fmt.Errorf("copy %s's plan files: %w", spec.Name, err)
	}
	return dir, done, nil
}

// copyPlanFiles copies files into dir under hold: no copy after a second
// Ctrl-C's removal, which would make dir again.
func copyPlanFiles(files fs.FS, dir string) error {
	release, err := hold()
	if err != nil {
		return err
	}
	defer release()
	return fs.WalkDir(files, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(files, path)
		if err != nil {
			return err
		}
		to := filepath.Join(dir, filepath.FromSlash(path))
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return err
		}
		return safefile.Write(to, data, 0o644)
	})
}
