package export

import (
	"fmt"
	"strconv"
	"strings"

	"carokit/testpkg"
)

// writeThemis writes the test folder Themis reads: one folder per task,
// named by the task, holding one folder per test with TASK.INP and
// TASK.OUT. Themis sets each test's points in its own settings (there is
// no file for them), and a test scores on its own, so only per-test
// scoring fits; README.txt lists what each test is worth (to 4 decimals,
// by the largest remainder, summing exactly to the total), the samples
// first, worth 0.
// themisScale is Themis's precision: points to 4 decimals.
const themisScale = 1e4

func writeThemis(pkgDir, outDir string, m *testpkg.Manifest, opt Options) error {
	l, err := newLayout(pkgDir, m, opt)
	if err != nil {
		return err
	}
	if l.opt.Scoring != ScoringPerTest {
		return fmt.Errorf("themis scores every test on its own: %s scoring cannot be expressed, use %s", l.opt.Scoring, ScoringPerTest)
	}
	task := opt.TaskName
	if task == "" && opt.Files.Files() {
		stem, _, _ := strings.Cut(opt.Files.Input, ".")
		task = strings.ToUpper(stem)
	}
	if task == "" {
		task = strings.ToUpper(m.Problem)
	}
	if task == "" || !taskNameRE.MatchString(task) {
		return fmt.Errorf("themis: task name %q must be letters, digits and underscores", task)
	}
	tests := l.tests()
	width := max(2, len(strconv.Itoa(len(l.samples)+len(tests))))

	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s), exported by carokit for Themis.\n\n", task, m.Title)
	fmt.Fprintf(&b, "Task folder: %s/ (give Themis the folder holding it), one folder per test.\n", task)
	fmt.Fprintf(&b, "In each test folder: %s.INP (input) and %s.OUT (expected output).\n", task, task)
	b.WriteString(themisIO(opt, task))
	fmt.Fprintf(&b, "Time limit: %s s. Memory limit: %d MB.\n", l.timeLimitSeconds(), m.MemoryLimitMB)
	fmt.Fprintf(&b, "Compare: tokens, ignoring white space. Total: %s points.\n\n", formatPoints(l.total))
	b.WriteString("Points: Themis has no file for them; type each test's points below into the task's\nsettings (a test scores them only when it passes).\n\n")
	fmt.Fprintf(&b, "%-*s  %-8s  %s\n", width+4, "test", "subtask", "points")
	// The samples first, worth 0 (plan.go's SampleGroup), then each
	// subtask's tests, their shares rounded to Themis's 4 decimals so
	// that each subtask, and so the total, sums exactly.
	n := 0
	row := func(t testpkg.TestEntry, group string, units int64) error {
		n++
		folder := fmt.Sprintf("Test%0*d", width, n)
		dir := task + "/" + folder + "/"
		if err := l.copyTest(outDir, t, dir+task+".INP", dir+task+".OUT"); err != nil {
			return err
		}
		fmt.Fprintf(&b, "%-*s  %-8s  %s\n", width+4, folder, group, unitPoints(units, themisScale))
		return nil
	}
	for _, t := range l.samples {
		if err := row(t, "sample", 0); err != nil {
			return err
		}
	}
	for _, g := range l.groups {
		points := apportion(g.shares(), g.sub.Weight, themisScale)
		for i, t := range g.tests {
			if err := row(t, strconv.Itoa(g.sub.ID), points[i]); err != nil {
				return err
			}
		}
	}
	return writeFile(outDir, "README.txt", []byte(b.String()))
}

// themisIO says how the program reads and writes: standard input and
// output unless the problem names files (Options.IOFiles), since a Themis
// user must set that in the task's settings and cannot tell from the
// test files, which are TASK.INP and TASK.OUT either way.
func themisIO(opt Options, task string) string {
	if !opt.Files.Files() {
		return "The program reads standard input and writes standard output (not the .INP/.OUT\nfiles): set the task to standard input/output in Themis.\n"
	}
	return fmt.Sprintf("The program reads the file %s and writes the file %s, in its working folder\n(Themis's %s and %s): set those file names in the task's settings in Themis.\n",
		opt.Files.Input, opt.Files.Output, task+".INP", task+".OUT")
}
