package judge

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"time"

	"carokit/problem"
	"carokit/report"
	"carokit/runner"
	"carokit/subtasks"
)

// defaultBenchLimit is the CPU limit of a bench run when neither the
// options nor the problem give one.
const defaultBenchLimit = 10 * time.Second

// BenchOptions say what to time.
type BenchOptions struct {
	Problem   problem.Problem
	Solutions []string // as in Options.Solutions; empty: every built-in
	Inputs    []string // input files, typically the largest cases
	Runs      int      // timed runs per solution and input, after one warm-up (0: 5)
	Self      string   // the carokit binary, for built-ins
	CacheDir  string
	TimeLimit time.Duration // CPU limit per run; 0: the problem's
	// Sandbox and MaxProcesses are passed to every run (runner.Limits).
	Sandbox      runner.SandboxMode
	MaxProcesses int
	// IO is "" (the problem's), "stdio" or "file" (problem.Spec.RunIO).
	IO string

	// CompileMemory is the compilers' memory limit (as in Options).
	CompileMemory int64
}

// BenchReport holds one row per solution and input, in the order given.
type BenchReport struct {
	TimeLimit time.Duration
	Rows      []BenchRow
}

// BenchRow is the timing of one solution on one input.
type BenchRow struct {
	Solution string
	Input    string          // the file's base name
	Verdict  problem.Verdict // OK, or the first other verdict (runs then stop)
	// Detail says why a run was not OK (the checker's message for WA).
	Detail string
	// Expected is what the solution is declared to get on the input: a
	// built-in's verdict in the input's smallest subtask, OK for a
	// program.
	Expected problem.Verdict
	Runs     int // timed runs behind the figures
	CPU      Spread
	Wall     Spread
	PeakKiB  int64 // the largest peak resident memory of the runs
}

// Spread summarizes repeated measurements.
type Spread struct {
	Median, Min, Max time.Duration
}

// Bench times each solution on each input: one warm-up run (it fills the
// page cache and the compile cache), then Runs timed runs, one at a time
// with nothing else running. Every run's output is checked, as judge
// checks it, against the reference solution's answer: a fast wrong
// answer is WA, not a time. A solution that does not finish OK stops
// there, so a slow solution costs one time limit per input, not Runs of
// them. Each input must be a valid case (its subtask gives the verdict
// each built-in is declared to get there).
func Bench(ctx context.Context, opt BenchOptions) (*BenchReport, error) {
	if opt.Problem == nil {
		return nil, errors.New("bench: no problem given")
	}
	if len(opt.Inputs) == 0 {
		return nil, errors.New("bench: no input files given")
	}
	runs := opt.Runs
	if runs <= 0 {
		runs = 5
	}
	spec := opt.Problem.Spec()
	entries, err := collect(&Options{Problem: opt.Problem, Solutions: opt.Solutions})
	if err != nil {
		return nil, err
	}
	files, err := spec.RunIO(opt.IO)
	if err != nil {
		return nil, err
	}
	if err := prepare(ctx, entries, spec, opt.Self, runner.Compile{CacheDir: opt.CacheDir, MemoryBytes: opt.CompileMemory, Sandbox: opt.Sandbox}, jobCount(0), files); err != nil {
		return nil, err
	}
	tl := opt.TimeLimit
	if tl <= 0 {
		tl = spec.TimeLimit
	}
	if tl <= 0 {
		tl = defaultBenchLimit
	}
	lim := runner.Limits{CPU: tl, Wall: 2*tl + time.Second, MemoryBytes: spec.MemoryLimit, OutputBytes: OutputLimit, StderrBytes: StderrLimit,
		Sandbox: opt.Sandbox, MaxProcesses: opt.MaxProcesses, Files: files}
	cases, err := benchCases(opt.Problem, opt.Inputs)
	if err != nil {
		return nil, err
	}
	rep := &BenchReport{TimeLimit: tl}
	for _, e := range entries {
		for _, bc := range cases {
			row, err := benchOne(ctx, opt.Problem, e, bc, lim, runs)
			if err != nil {
				return nil, err
			}
			rep.Rows = append(rep.Rows, row)
		}
	}
	return rep, nil
}

// benchCase is one input of a bench, with what checks its outputs.
type benchCase struct {
	path          string
	input, answer []byte
	subtask       int // the smallest subtask the input fits
}

// benchCases reads each input, checks that it is a valid case and has
// the reference solution answer it, as a package's answers are made.
func benchCases(p problem.Problem, inputs []string) ([]benchCase, error) {
	spec := p.Spec()
	ref, err := spec.SolutionWithRole(problem.RoleReference)
	if err != nil {
		return nil, fmt.Errorf("bench checks answers against the reference: %w", err)
	}
	out := make([]benchCase, len(inputs))
	for i, path := range inputs {
		bc := &out[i]
		bc.path = path
		if bc.input, err = os.ReadFile(path); err != nil {
			return nil, fmt.Errorf("bench: %w", err)
		}
		values, err := p.Validate(filepath.Base(path), bc.input)
		if err != nil {
			return nil, fmt.Errorf("bench needs valid cases (it checks each answer against the reference's): %w", err)
		}
		if bc.subtask, err = benchSubtask(p, filepath.Base(path), bc.input, values); err != nil {
			return nil, fmt.Errorf("bench input %s: %w", filepath.Base(path), err)
		}
		if bc.answer, _, err = ref.Run(p, bc.input); err != nil {
			return nil, fmt.Errorf("bench: the reference %s on %s: %w", ref.Name, filepath.Base(path), err)
		}
	}
	return out, nil
}

// expectedOn is what e is declared to get in subtask: OK for a program
// declared nothing.
func (e *entry) expectedOn(subtask int) problem.Verdict {
	if subtask >= 1 && subtask <= len(e.expected) {
		return e.expected[subtask-1]
	}
	return problem.OK
}

// Unexpected lists the rows whose verdict is neither OK nor the one the
// solution is declared to get there: a wrong answer, a crash, or a
// declared-OK solution out of time. Their figures time no right answer.
func (b *BenchReport) Unexpected() []BenchRow {
	var out []BenchRow
	for _, r := range b.Rows {
		if r.Verdict != problem.OK && r.Verdict != r.Expected {
			out = append(out, r)
		}
	}
	return out
}

func benchOne(ctx context.Context, p problem.Problem, e *entry, bc benchCase, lim runner.Limits, runs int) (BenchRow, error) {
	row := BenchRow{Solution: e.name, Input: filepath.Base(bc.path), Verdict: problem.OK, Expected: e.expectedOn(bc.subtask)}
	if e.compileErr != "" {
		row.Verdict = problem.CE
		return row, nil
	}
	input := bc.path
	var cpu, wall []time.Duration
	for i := 0; i <= runs; i++ {
		// A run the wall-clock guard cut is run again alone, as judge does.
		res, err := runner.RetryWallCut(lim, func(lim runner.Limits) (runner.Result, runner.Result, error) {
			res, err := runner.Run(ctx, e.prog, input, lim)
			return res, res, err
		})
		if err != nil {
			return row, fmt.Errorf("bench %s on %s: %w", e.name, input, err)
		}
		row.PeakKiB = max(row.PeakKiB, res.PeakRSSKiB)
		if res.Verdict == problem.OK {
			if err := p.Check(bc.input, bc.answer, res.Stdout); err != nil {
				res.Verdict, res.Detail = problem.WA, err.Error()
			}
		}
		if res.Verdict != problem.OK {
			row.Detail = res.Detail
			if row.Detail == "" && res.Verdict == problem.RE {
				row.Detail = firstLine(res.Stderr)
			}
			// The warm-up is the only figure left when the first run fails.
			row.Verdict = res.Verdict
			cpu, wall = append(cpu, res.CPU), append(wall, res.Wall)
			break
		}
		if i > 0 {
			cpu, wall = append(cpu, res.CPU), append(wall, res.Wall)
		}
	}
	row.Runs = len(cpu)
	row.CPU, row.Wall = spread(cpu), spread(wall)
	return row, nil
}

func spread(d []time.Duration) Spread {
	if len(d) == 0 {
		return Spread{}
	}
	s := slices.Clone(d)
	slices.Sort(s)
	median := s[len(s)/2]
	if len(s)%2 == 0 {
		median = (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	return Spread{Median: median, Min: s[0], Max: s[len(s)-1]}
}

// Write renders the report as a table (default), markdown, csv or json.
func (b *BenchReport) Write(w io.Writer, format string) error {
	if format == report.FormatJSON {
		type jsonRow struct {
			Solution     string          `json:"solution"`
			Input        string          `json:"input"`
			Verdict      problem.Verdict `json:"verdict"`
			Expected     problem.Verdict `json:"expected"`
			Detail       string          `json:"detail,omitempty"`
			Runs         int             `json:"runs"`
			CPUMedianMS  float64         `json:"cpu_median_ms"`
			CPUMinMS     float64         `json:"cpu_min_ms"`
			CPUMaxMS     float64         `json:"cpu_max_ms"`
			WallMedianMS float64         `json:"wall_median_ms"`
			WallMinMS    float64         `json:"wall_min_ms"`
			WallMaxMS    float64         `json:"wall_max_ms"`
			PeakKiB      int64           `json:"peak_kib"`
		}
		rows := make([]jsonRow, 0, len(b.Rows))
		for _, r := range b.Rows {
			rows = append(rows, jsonRow{r.Solution, r.Input, r.Verdict, r.Expected, r.Detail, r.Runs,
				ms(r.CPU.Median), ms(r.CPU.Min), ms(r.CPU.Max), ms(r.Wall.Median), ms(r.Wall.Min), ms(r.Wall.Max), r.PeakKiB})
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rows); err != nil {
			return fmt.Errorf("write json: %w", err)
		}
		return nil
	}
	header := []string{"solution", "input", "verdict", "runs", "CPU median", "CPU min–max", "wall median", "wall min–max", "peak memory"}
	rows := make([][]string, 0, len(b.Rows))
	for _, r := range b.Rows {
		verdict := string(r.Verdict)
		if r.Verdict == problem.TLE {
			verdict = "TLE (> " + report.FormatDuration(b.TimeLimit) + ")"
		}
		rows = append(rows, []string{
			r.Solution, r.Input, verdict, strconv.Itoa(r.Runs),
			report.FormatDuration(r.CPU.Median), report.FormatDuration(r.CPU.Min) + " – " + report.FormatDuration(r.CPU.Max),
			report.FormatDuration(r.Wall.Median), report.FormatDuration(r.Wall.Min) + " – " + report.FormatDuration(r.Wall.Max),
			fmt.Sprintf("%.1f MiB", float64(r.PeakKiB)/1024),
		})
	}
	if err := report.WriteRows(w, format, header, rows); err != nil {
		return err
	}
	if format == report.FormatCSV {
		return nil
	}
	// Why each run that was not OK failed, as judge's grid says it.
	for _, r := range b.Rows {
		if r.Verdict != problem.OK && r.Detail != "" {
			if _, err := fmt.Fprintf(w, "%s on %s: %s: %s\n", r.Solution, r.Input, r.Verdict, r.Detail); err != nil {
				return err
			}
		}
	}
	return nil
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// benchSubtask is the subtask a bench case counts in: the smallest its
// values fit, or for a problem whose groups validate with flags of their
// own (problem.Grouped), the first group that accepts it.
func benchSubtask(p problem.Problem, name string, input []byte, values subtasks.Values) (int, error) {
	if _, ok := p.(problem.Grouped); !ok {
		return p.Spec().Subtasks.Smallest(values)
	}
	var first error
	for _, s := range p.Spec().Subtasks {
		_, err := problem.ValidateIn(p, s.ID, name, input)
		if err == nil {
			return s.ID, nil
		}
		if first == nil {
			first = err
		}
	}
	return 0, fmt.Errorf("no group's validator flags accept it: %w", first)
}
