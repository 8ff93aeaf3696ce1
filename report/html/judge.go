package htmlreport

import (
	"cmp"
	"fmt"
	"html/template"
	"io"
	"slices"
	"strings"
	"time"

	"carokit/internal/untrusted"
	"carokit/problem"
	"carokit/report"
)

// MaxFailures is how many failing runs a judge page shows in full; the
// runs table lists them all.
const MaxFailures = 200

// Files are what a judge page reads of the package for a failing run.
// Either may be nil.
type Files struct {
	// Answer returns a test's expected answer: its start (ShownBytes
	// are enough) and its size in bytes.
	Answer func(t *report.TestResult) ([]byte, int64, error)
	// Draw returns the test's case drawn (the checker's failing case of a
	// multi-case file, t.Case), nil when the problem does not draw it.
	Draw func(t *report.TestResult) *Drawing
}

// Judge writes the page of a judge report: the verdict table (a column
// per group, score, max CPU, expectations met), every run, and each
// failing run with its checker message, expected and received output
// (r's solutions keep it when judged with judge.Options.KeepOutput) and
// its case drawn.
func Judge(w io.Writer, r *report.Report, files Files) error {
	v := judgeView{
		Page: newPage("carokit judge: " + untrusted.Text(r.Problem)), Problem: untrusted.Text(r.Problem),
		TimeLimit: report.FormatDuration(r.TimeLimit), Scoring: untrusted.Text(scoringOf(r)), Draft: r.Draft,
	}
	if r.Samples > 0 {
		v.Groups = append(v.Groups, fmt.Sprintf("samples (%d)", r.Samples))
	}
	for _, s := range r.Subtasks {
		v.Groups = append(v.Groups, fmt.Sprintf("subtask %d (%d)", s.ID, s.Tests))
	}
	for _, nj := range r.NotJudged {
		v.NotJudged = append(v.NotJudged, untrusted.Text(nj.Name)+": "+untrusted.Text(nj.Reason))
	}
	drawings := map[string]*drawingView{}
	seen := map[problem.Verdict]bool{}
	for i := range r.Solutions {
		s := &r.Solutions[i]
		v.Rows = append(v.Rows, summaryOf(r, s))
		for j := range s.Tests {
			t := &s.Tests[j]
			run := runOf(s, t)
			seen[t.Verdict] = true
			if failed(t) {
				v.Failing++
				if len(v.Failures) < MaxFailures {
					run.Anchor = fmt.Sprintf("run-%d-%d", i+1, j+1)
					f, err := failureOf(run, t, files, drawings)
					if err != nil {
						return err
					}
					v.Failures = append(v.Failures, f)
				} else {
					v.Unshown++
				}
			}
			v.Runs = append(v.Runs, run)
		}
	}
	v.Verdicts = verdictsIn(seen)
	return render(w, "judge", v)
}

type judgeView struct {
	Page                        page
	Problem, TimeLimit, Scoring string
	Draft                       bool
	Groups                      []string
	Rows                        []summaryRow
	NotJudged                   []string
	Runs                        []runRow
	Verdicts                    []verdict
	Failures                    []failureView
	Failing, Unshown            int
}

type summaryRow struct {
	Name          string
	Reference     bool
	Cells         []groupCell
	Score         float64
	ScoreText     string
	MaxCPU        string
	MaxCPUms      int64
	Expected      string
	ExpectedClass string
	Mismatches    []string
	CompileError  string
}

type groupCell struct {
	V     verdict
	Count string // "15/15", "3/15, 6 not run"
}

type runRow struct {
	Solution, Test, Group string
	SubtaskID             int
	V                     verdict
	CPU, Wall             string
	CPUms, Wallms         int64
	PeakKiB               int64
	Detail                string
	Anchor                string // the failing run's section, "" for none
}

type failureView struct {
	runRow
	Expected, Received shown
	Transcript         shown // an interactive problem's messages
	Drawing            *drawingView
}

type drawingView struct {
	SVG     template.HTML
	Caption string
}

func scoringOf(r *report.Report) string {
	if r.Scoring == "" {
		return report.ScoringPerTest
	}
	return r.Scoring
}

// summaryOf is a solution's row of the verdict table, as the text table
// has it.
func summaryOf(r *report.Report, s *report.SolutionResult) summaryRow {
	row := summaryRow{Name: untrusted.Text(s.Name), Reference: s.Reference, Score: s.Score, ScoreText: report.FormatScore(s.Score)}
	if s.ScoreIsBound {
		row.ScoreText = "≥ " + row.ScoreText
	}
	groups := s.Subtasks
	if r.Samples > 0 {
		groups = append([]report.SubtaskResult{s.Samples}, groups...)
	}
	var maxCPU time.Duration
	for _, g := range groups {
		count := fmt.Sprintf("%d/%d", g.Passed, g.Total)
		if g.Skipped > 0 {
			count += fmt.Sprintf(", %d not run", g.Skipped)
		}
		row.Cells = append(row.Cells, groupCell{V: verdictOf(g.Verdict), Count: count})
		maxCPU = max(maxCPU, g.MaxCPU)
	}
	row.MaxCPUms, row.MaxCPU = maxCPU.Milliseconds(), report.FormatDuration(maxCPU)
	if s.CompileError != "" {
		row.MaxCPUms, row.MaxCPU = -1, "-"
		row.CompileError = untrusted.Lines(s.CompileError)
	}
	switch {
	case !s.HasExpectation():
		row.Expected, row.ExpectedClass = "- (none declared)", ""
	case s.ExpectedMet:
		row.Expected, row.ExpectedClass = "✓ yes", "yes"
	default:
		row.Expected, row.ExpectedClass = "✗ NO", "no"
	}
	for _, m := range s.Mismatches {
		row.Mismatches = append(row.Mismatches, untrusted.Message(m))
	}
	return row
}

func runOf(s *report.SolutionResult, t *report.TestResult) runRow {
	row := runRow{
		Solution: untrusted.Text(s.Name), Test: untrusted.Text(t.Name), Group: groupName(t.Subtask), SubtaskID: t.Subtask,
		V: verdictOf(t.Verdict), CPUms: t.CPU.Milliseconds(), Wallms: t.Wall.Milliseconds(), PeakKiB: t.PeakKiB,
		CPU: report.FormatDuration(t.CPU), Wall: report.FormatDuration(t.Wall), Detail: untrusted.Text(t.Detail),
	}
	if t.Skipped {
		row.V = verdictOf(report.NotRun)
		row.Detail = "not run (--fail-fast)"
	}
	if t.Cut != "" {
		row.CPU = untrusted.Text(t.Cut)
	}
	if t.Sensitive {
		row.CPU += "*"
		row.Detail = strings.TrimPrefix(row.Detail+"; * sensitive to the time limit (within ±20%, re-run alone)", "; ")
	}
	return row
}

func groupName(subtask int) string {
	if subtask == report.SampleGroup {
		return "samples"
	}
	return fmt.Sprintf("subtask %d", subtask)
}

// failed: a run that ran and did not pass (a compile error is told once,
// under the table).
func failed(t *report.TestResult) bool {
	return !t.Skipped && t.Verdict != problem.OK && t.Verdict != problem.CE
}

// failureOf is a failing run's section: the expected answer, what the
// run printed, the case drawn (once per test and case, shared by the
// solutions failing it).
func failureOf(run runRow, t *report.TestResult, files Files, drawings map[string]*drawingView) (failureView, error) {
	f := failureView{runRow: run, Expected: shown{None: "not read"}}
	if files.Answer != nil {
		b, size, err := files.Answer(t)
		if err != nil {
			return f, err
		}
		f.Expected = cut(b, size)
	}
	f.Received = cut([]byte(t.Output), t.OutputBytes)
	if t.Transcript != "" {
		f.Transcript = cutEscaped(t.Transcript)
	}
	if t.Output == "" && t.OutputBytes == 0 && t.Verdict != problem.WA {
		f.Received = shown{None: "nothing printed, or not kept"}
	}
	if files.Draw == nil {
		return f, nil
	}
	key := fmt.Sprintf("%d/%s/%d", t.Subtask, t.Name, t.Case)
	d, ok := drawings[key]
	if !ok {
		if pic := files.Draw(t); pic != nil {
			svg, err := Sanitize(*pic)
			if err != nil {
				return f, fmt.Errorf("draw %s: %w", t.Name, err)
			}
			caption := "The case of " + untrusted.Text(t.Name)
			if t.Case > 0 {
				caption = fmt.Sprintf("Case %d of %s", t.Case, untrusted.Text(t.Name))
			}
			d = &drawingView{SVG: svg, Caption: caption + ", drawn at the expected answer."}
		}
		drawings[key] = d
	}
	f.Drawing = d
	return f, nil
}

// verdictsIn are the verdicts seen, in the order of report.Rank, for the
// filter.
func verdictsIn(seen map[problem.Verdict]bool) []verdict {
	var vs []problem.Verdict
	for v := range seen {
		vs = append(vs, v)
	}
	slices.SortFunc(vs, func(a, b problem.Verdict) int {
		return cmp.Or(report.Rank(a)-report.Rank(b), strings.Compare(string(a), string(b)))
	})
	out := make([]verdict, 0, len(vs))
	for _, v := range vs {
		out = append(out, verdictOf(v))
	}
	return slices.CompactFunc(out, func(a, b verdict) bool { return a.Verdict == b.Verdict })
}
