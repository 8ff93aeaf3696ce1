package report

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"carokit/internal/untrusted"
	"carokit/problem"
)

// Formats accepted by Write and WriteRows.
const (
	FormatTable    = "table"
	FormatMarkdown = "markdown"
	FormatCSV      = "csv"
	FormatJSON     = "json"
)

// compileLines is how much of a compiler's output the table's notes show.
const compileLines = 5

// Write writes r in format: "table" (the default, also for ""), "markdown",
// "csv" or "json". The table and markdown have one row per solution, as in
// CARO.md, followed by notes (unmet expectations, compile errors, results
// sensitive to the time limit). verbose adds the test × solution grid; in
// CSV it switches to one row per run instead.
func (r *Report) Write(w io.Writer, format string, verbose bool) error {
	switch format {
	case FormatJSON:
		return r.writeJSON(w)
	case FormatCSV:
		if verbose {
			header, rows := r.runRows()
			return WriteRows(w, format, header, rows)
		}
		header, rows := r.summaryRows()
		return WriteRows(w, format, header, append(rows, r.notJudgedRows()...))
	case "", FormatTable, FormatMarkdown:
		header, rows := r.summaryRows()
		if err := WriteRows(w, format, header, rows); err != nil {
			return err
		}
		if verbose {
			header, rows := r.gridRows()
			if _, err := io.WriteString(w, "\n"); err != nil {
				return err
			}
			if err := WriteRows(w, format, header, rows); err != nil {
				return err
			}
			if err := r.writePictures(w); err != nil {
				return err
			}
		}
		if format == FormatMarkdown {
			// Without a blank line, GitHub markdown reads the notes as
			// more table rows.
			if _, err := io.WriteString(w, "\n"); err != nil {
				return err
			}
		}
		return r.writeNotes(w)
	}
	return fmt.Errorf("unknown report format %q (want table, markdown, csv or json)", format)
}

// WriteRows writes a header and rows as a tablewriter table ("table" or
// ""), a markdown table in the layout of CARO.md, or CSV. Other packages
// use it so that every table of the tool looks the same.
func WriteRows(w io.Writer, format string, header []string, rows [][]string) error {
	header, rows = safeRows(format, header, rows)
	switch format {
	case "", FormatTable:
		return writeFitted(w, header, rows)
	case FormatMarkdown:
		var b strings.Builder
		mdRow(&b, header)
		b.WriteString("|" + strings.Repeat("---|", len(header)) + "\n")
		for _, row := range rows {
			mdRow(&b, row)
		}
		_, err := io.WriteString(w, b.String())
		return err
	case FormatCSV:
		cw := csv.NewWriter(w)
		if err := cw.Write(header); err != nil {
			return fmt.Errorf("write csv: %w", err)
		}
		if err := cw.WriteAll(rows); err != nil {
			return fmt.Errorf("write csv: %w", err)
		}
		return nil
	}
	return fmt.Errorf("unknown table format %q (want table, markdown or csv)", format)
}

func mdRow(b *strings.Builder, cells []string) {
	b.WriteString("|")
	for _, c := range cells {
		c = strings.ReplaceAll(c, "|", `\|`)
		b.WriteString(" " + strings.ReplaceAll(c, "\n", " ") + " |")
	}
	b.WriteString("\n")
}

// summaryRows is the CARO.md table: solution, one column per subtask,
// score, then the slowest CPU time and whether expectations were met.
func (r *Report) summaryRows() ([]string, [][]string) {
	header := []string{"solution"}
	if r.Samples > 0 {
		header = append(header, fmt.Sprintf("samples (%d)", r.Samples))
	}
	for _, s := range r.Subtasks {
		header = append(header, fmt.Sprintf("subtask %d (%d)", s.ID, s.Tests))
	}
	header = append(header, "score", "max CPU", "expected")
	rows := make([][]string, 0, len(r.Solutions))
	for _, s := range r.Solutions {
		row := []string{s.displayName()}
		var maxCPU time.Duration
		if r.Samples > 0 {
			row = append(row, Cell(s.Samples))
			maxCPU = s.Samples.MaxCPU
		}
		for _, st := range s.Subtasks {
			cell := Cell(st)
			if s.sensitiveIn(st.Subtask) {
				cell += "*"
			}
			row = append(row, cell)
			maxCPU = max(maxCPU, st.MaxCPU)
		}
		cpu := FormatDuration(maxCPU)
		if s.CompileError != "" {
			cpu = "-"
		}
		row = append(row, s.scoreCell(r.Scoring == ScoringKattis), cpu, s.expectedCell())
		rows = append(rows, row)
	}
	return header, rows
}

// gridRows is the verbose grid: one row per test, one column per solution.
func (r *Report) gridRows() ([]string, [][]string) {
	header := []string{"test", "subtask"}
	for _, s := range r.Solutions {
		header = append(header, s.displayName())
	}
	if len(r.Solutions) == 0 {
		return header, nil
	}
	rows := make([][]string, 0, len(r.Solutions[0].Tests))
	for i, t := range r.Solutions[0].Tests {
		row := []string{t.Name, groupName(t.Subtask)}
		for _, s := range r.Solutions {
			if i >= len(s.Tests) {
				row = append(row, "")
				continue
			}
			row = append(row, runCell(s.Tests[i]))
		}
		rows = append(rows, row)
	}
	return header, rows
}

// runRows is the verbose CSV: one row per run.
func (r *Report) runRows() ([]string, [][]string) {
	header := []string{"solution", "test", "subtask", "verdict", "cpu_ms", "wall_ms", "peak_kib", "work", "sensitive", "detail"}
	var rows [][]string
	for _, s := range r.Solutions {
		for _, t := range s.Tests {
			rows = append(rows, []string{
				s.Name, t.Name, strconv.Itoa(t.Subtask), string(t.Verdict),
				strconv.FormatInt(t.CPU.Milliseconds(), 10), strconv.FormatInt(t.Wall.Milliseconds(), 10),
				strconv.FormatInt(t.PeakKiB, 10), strconv.FormatInt(t.Work, 10),
				strconv.FormatBool(t.Sensitive), t.Detail,
			})
		}
	}
	return header, rows
}

func runCell(t TestResult) string {
	if t.Skipped {
		return notRun
	}
	cell := string(t.Verdict)
	if t.Cut != "" {
		cell += " (" + t.Cut + ")"
	} else if t.Verdict != problem.CE {
		cell += " " + FormatDuration(t.CPU)
	}
	if t.Work > 0 {
		cell += " " + FormatCount(t.Work)
	}
	if t.Sensitive {
		cell += "*"
	}
	return cell
}

// DraftNote is the line a report of a draft package starts its notes
// with.
const DraftNote = "DRAFT: not certified (built with package --draft; its tests may not catch what certification requires)"

func (r *Report) writeNotes(w io.Writer) error {
	var b strings.Builder
	if r.Draft {
		b.WriteString(DraftNote + "\n")
	}
	fmt.Fprintf(&b, "%s: time limit %s, %s scoring\n", untrusted.Text(r.Problem), FormatDuration(r.TimeLimit), untrusted.Text(r.scoring()))
	for _, s := range r.Solutions {
		for _, m := range s.Mismatches {
			fmt.Fprintf(&b, "NOT AS EXPECTED: %s: %s\n", untrusted.Text(s.Name), untrusted.Message(m))
		}
	}
	for _, s := range r.Solutions {
		if s.CompileError == "" {
			continue
		}
		fmt.Fprintf(&b, "compile error: %s:\n", untrusted.Text(s.Name))
		for _, line := range firstLines(s.CompileError, compileLines) {
			fmt.Fprintf(&b, "    %s\n", untrusted.Text(line))
		}
	}
	r.writeNotJudged(&b)
	r.writeFailFast(&b)
	var sensitive []string
	for _, s := range r.Solutions {
		for _, t := range s.Tests {
			if t.Sensitive {
				sensitive = append(sensitive, fmt.Sprintf("%s on %s (%s %s)", untrusted.Text(s.Name), untrusted.Text(t.Name), untrusted.Text(string(t.Verdict)), FormatDuration(t.CPU)))
			}
		}
	}
	if len(sensitive) > 0 {
		fmt.Fprintf(&b, "* sensitive to the time limit (within ±20%% of %s, re-run alone): %s\n", FormatDuration(r.TimeLimit), strings.Join(sensitive, ", "))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func (r *Report) scoring() string {
	if r.Scoring == "" {
		return ScoringPerTest
	}
	return r.Scoring
}

// jsonSolution is the JSON shape of one solution, for scripts and CI.
type jsonSolution struct {
	Solution     string            `json:"solution"`
	Source       string            `json:"source,omitempty"`
	Score        float64           `json:"score"`
	ScoreIsBound bool              `json:"score_is_lower_bound,omitempty"`
	ExpectedMet  bool              `json:"expected_met"`
	Expected     []problem.Verdict `json:"expected,omitempty"`
	Declared     string            `json:"declared,omitempty"`
	Mismatches   []string          `json:"mismatches,omitempty"`
	CompileError string            `json:"compile_error,omitempty"`
	NotJudged    string            `json:"not_judged,omitempty"`
	Samples      *jsonSubtask      `json:"samples,omitempty"`
	Subtasks     []jsonSubtask     `json:"subtasks"`
	Tests        []jsonTest        `json:"tests"`
}

type jsonSubtask struct {
	Subtask  int             `json:"subtask"`
	Verdict  problem.Verdict `json:"verdict"`
	Passed   int             `json:"passed"`
	Total    int             `json:"total"`
	MaxCPUMS int64           `json:"max_cpu_ms"`
	Points   *float64        `json:"points,omitempty"` // the problem's own scoring (Kattis)
}

func subtaskJSON(st SubtaskResult) jsonSubtask {
	js := jsonSubtask{st.Subtask, st.Verdict, st.Passed, st.Total, st.MaxCPU.Milliseconds(), nil}
	if st.Points != nil {
		p := roundPoints(*st.Points)
		js.Points = &p
	}
	return js
}

type jsonTest struct {
	Name      string          `json:"name"`
	Subtask   int             `json:"subtask"`
	Verdict   problem.Verdict `json:"verdict"`
	CPUMS     int64           `json:"cpu_ms"`
	WallMS    int64           `json:"wall_ms"`
	PeakKiB   int64           `json:"peak_kib"`
	Work      int64           `json:"work,omitempty"`
	Sensitive bool            `json:"sensitive,omitempty"`
	Detail    string          `json:"detail,omitempty"`
	Skipped   bool            `json:"skipped,omitempty"`
	// Score and ScoreMultiplier are the checker's (score.txt,
	// score_multiplier.txt).
	Score           *float64 `json:"score,omitempty"`
	ScoreMultiplier *float64 `json:"score_multiplier,omitempty"`
	// Transcript: an interactive problem's failing run (TestResult).
	Transcript string `json:"transcript,omitempty"`
}

func (r *Report) writeJSON(w io.Writer) error {
	out := make([]jsonSolution, 0, len(r.Solutions))
	for _, s := range r.Solutions {
		js := jsonSolution{
			Solution: s.Name, Source: s.Source, Score: r.rounded(s.Score), ScoreIsBound: s.ScoreIsBound,
			ExpectedMet: s.ExpectedMet, Expected: s.Expected, Declared: s.Declared,
			Mismatches: s.Mismatches, CompileError: s.CompileError,
			Subtasks: make([]jsonSubtask, 0, len(s.Subtasks)),
			Tests:    make([]jsonTest, 0, len(s.Tests)),
		}
		if r.Samples > 0 {
			st := subtaskJSON(s.Samples)
			js.Samples = &st
		}
		for _, st := range s.Subtasks {
			js.Subtasks = append(js.Subtasks, subtaskJSON(st))
		}
		for _, t := range s.Tests {
			js.Tests = append(js.Tests, jsonTest{t.Name, t.Subtask, t.Verdict, t.CPU.Milliseconds(), t.Wall.Milliseconds(), t.PeakKiB, t.Work, t.Sensitive, t.Detail, t.Skipped,
				t.Feedback.Score, t.Feedback.Multiplier, t.Transcript})
		}
		out = append(out, js)
	}
	out = append(out, r.notJudgedJSON()...)
	// Exact values, but no raw control or bidi rune either (untrusted.JSON).
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		return fmt.Errorf("write json: %w", err)
	}
	if _, err := w.Write(untrusted.JSON(buf.Bytes())); err != nil {
		return fmt.Errorf("write json: %w", err)
	}
	return nil
}

func firstLines(s string, n int) []string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = append(lines[:n], "…")
	}
	return lines
}

func (s *SolutionResult) displayName() string {
	if s.Reference {
		return s.Name + " (reference)"
	}
	return s.Name
}

func (s *SolutionResult) sensitiveIn(subtask int) bool {
	for _, t := range s.Tests {
		if t.Subtask == subtask && t.Sensitive {
			return true
		}
	}
	return false
}

func (s *SolutionResult) expectedCell() string {
	switch {
	case !s.HasExpectation():
		return "-"
	case s.ExpectedMet:
		return "yes"
	}
	return "NO"
}
