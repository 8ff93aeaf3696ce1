package htmlreport

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"carokit/internal/untrusted"
	"carokit/problem"
	"carokit/report"
	"carokit/testpkg"
)

// Built is what a package page shows: the manifest the build wrote, and
// from the problem the built-in solutions' declared verdicts and the
// work limits that certified them.
type Built struct {
	Manifest  *testpkg.Manifest
	Solutions []problem.Solution
	Work      problem.WorkLimits
}

// Package writes the page of a built package: its subtasks with their
// tests' kinds and sizes, every test, the certification matrix (each
// built-in in each subtask: the tests that catch a wrong one, the work
// of the others against the limits) and the mutant matrix (the first
// test killing each mutant in each subtask).
func Package(w io.Writer, b Built) error {
	m := b.Manifest
	v := packageView{
		Page: newPage("carokit package: " + untrusted.Text(m.Problem)), Problem: untrusted.Text(m.Problem), Title: untrusted.Text(m.Title),
		Seed: m.Seed, TimeLimitMS: m.TimeLimitMS, MemoryMiB: m.MemoryLimitMB, Certified: m.Certified, Draft: m.Draft,
		Samples: len(m.Samples), Tests: len(m.Tests), WorkUnit: untrusted.Text(m.WorkUnit),
	}
	for _, u := range m.Uncertified {
		v.Uncertified = append(v.Uncertified, untrusted.Message(u))
	}
	for _, s := range m.Subtasks {
		v.Subtasks = append(v.Subtasks, subtaskOf(s, m.TestsOf(s.ID)))
		v.Columns = append(v.Columns, fmt.Sprintf("subtask %d", s.ID))
	}
	if mu := m.Mutation; mu != nil {
		v.Mutation = fmt.Sprintf("killed of the mutants not equivalent, %d mutants of %s", mu.Generated, untrusted.Text(mu.Source))
		for i := range v.Subtasks {
			v.Subtasks[i].Mutation, v.Subtasks[i].MutationSort = "-", "-1"
			for _, ms := range mu.Subtasks {
				if ms.ID == v.Subtasks[i].ID {
					v.Subtasks[i].Mutation = fmt.Sprintf("%.1f%% (%d/%d)", 100*ms.Score, ms.Killed, ms.Total-ms.Equivalent)
					v.Subtasks[i].MutationSort = fmt.Sprint(ms.Score)
				}
			}
		}
	}
	for _, list := range [][]testpkg.TestEntry{m.Samples, m.Tests} {
		for _, t := range list {
			v.TestRows = append(v.TestRows, testOf(t))
		}
	}
	for _, s := range b.Solutions {
		v.Certification = append(v.Certification, certificationOf(m, s, b.Work))
	}
	if m.Strength != nil {
		for _, mu := range m.Strength.Mutants {
			v.Mutants = append(v.Mutants, mutantOf(mu))
		}
	}
	return render(w, "package", v)
}

type packageView struct {
	Page                     page
	Problem, Title, WorkUnit string
	Seed                     uint64
	TimeLimitMS, MemoryMiB   int64
	Certified, Draft         bool
	Uncertified              []string
	Samples, Tests           int
	Columns                  []string
	Subtasks                 []subtaskRow
	// Mutation says what the subtasks' mutation column holds ("": the
	// manifest records no mutation run, and the column is left out).
	Mutation      string
	TestRows      []testRow
	Certification []matrixRow
	Mutants       []matrixRow
}

type subtaskRow struct {
	ID     int
	Weight string
	Tests  int
	Kinds  string // "edge-win ×3, line ×2"
	Sizes  string // "K 100–225, N 15"
	Bytes  string // "8–1087 bytes"
	// Mutation is the score of the manifest's mutation run here ("95.5%
	// (21/22)"), MutationSort its value to sort by.
	Mutation, MutationSort string
}

type testRow struct {
	Name, Group, Kind, Values, Answer, Failing string
	Subtask                                    int
	Bytes                                      int64
}

// matrixRow is a row of the certification or the mutant matrix: a
// solution or a mutant, a cell per subtask.
type matrixRow struct {
	Name, Summary string
	Cells         []matrixCell
}

type matrixCell struct {
	Text  string
	Note  string // how, in smaller words
	Class string // "yes" (as certification wants), "no" (not), "" (nothing asked)
}

func subtaskOf(s testpkg.SubtaskEntry, tests []testpkg.TestEntry) subtaskRow {
	row := subtaskRow{ID: s.ID, Weight: report.FormatScore(s.Weight), Tests: len(tests)}
	kinds := map[string]int{}
	lo, hi := map[string]int64{}, map[string]int64{}
	var minB, maxB int64 = -1, 0
	for _, t := range tests {
		kinds[t.Kind]++
		for k, x := range t.Values {
			if cur, ok := lo[k]; !ok || x < cur {
				lo[k] = x
			}
			hi[k] = max(hi[k], x)
		}
		if minB < 0 || t.InputBytes < minB {
			minB = t.InputBytes
		}
		maxB = max(maxB, t.InputBytes)
	}
	var ks, sizes []string
	for _, k := range slices.Sorted(maps.Keys(kinds)) {
		ks = append(ks, fmt.Sprintf("%s ×%d", untrusted.Text(k), kinds[k]))
	}
	for _, k := range slices.Sorted(maps.Keys(lo)) {
		sizes = append(sizes, untrusted.Text(k)+" "+span(lo[k], hi[k]))
	}
	row.Kinds, row.Sizes = strings.Join(ks, ", "), strings.Join(sizes, ", ")
	if len(tests) > 0 {
		row.Bytes = span(minB, maxB) + " bytes"
	}
	return row
}

// span is "lo–hi", or one number when they are equal.
func span(lo, hi int64) string {
	if lo == hi {
		return fmt.Sprint(lo)
	}
	return fmt.Sprintf("%d–%d", lo, hi)
}

func testOf(t testpkg.TestEntry) testRow {
	var values []string
	for _, k := range slices.Sorted(maps.Keys(t.Values)) {
		values = append(values, fmt.Sprintf("%s=%d", untrusted.Text(k), t.Values[k]))
	}
	answer := t.AnswerText
	if n := strings.Count(answer, "\n"); n > 0 {
		answer = fmt.Sprintf("[%d lines]", n+1)
	} else if len(answer) > 40 {
		answer = answer[:40] + "…"
	}
	return testRow{
		Name: untrusted.Text(t.Name), Group: groupName(t.Subtask), Subtask: t.Subtask, Kind: untrusted.Text(t.Kind),
		Values: strings.Join(values, ", "), Bytes: t.InputBytes, Answer: untrusted.Text(answer),
		Failing: untrusted.Text(strings.Join(t.Failing, ", ")),
	}
}

// certificationOf is a built-in's row of the certification matrix:
// where it is declared wrong, the tests that catch it; elsewhere its
// work against the limit it must stay under (accepted, reference) or go
// over (time limit exceeded).
func certificationOf(m *testpkg.Manifest, s problem.Solution, wl problem.WorkLimits) matrixRow {
	row := matrixRow{Name: untrusted.Text(s.Name), Summary: untrusted.Text(s.Summary)}
	if s.Role == problem.RoleReference {
		row.Name += " (reference)"
	}
	for _, st := range m.Subtasks {
		tests := m.TestsOf(st.ID)
		want := s.ExpectedIn(st.ID)
		cell := matrixCell{Text: verdictOf(want).Mark + " " + string(want)}
		if len(tests) == 0 {
			cell.Note = "no tests"
			row.Cells = append(row.Cells, cell)
			continue
		}
		if want == problem.WA {
			var caught []string
			for _, t := range tests {
				if slices.Contains(t.Failing, s.Name) {
					caught = append(caught, t.Name)
				}
			}
			cell.Class, cell.Note = "no", "no test catches it"
			if len(caught) > 0 {
				cell.Class, cell.Note = "yes", fmt.Sprintf("caught by %d of %d tests, first %s", len(caught), len(tests), untrusted.Text(caught[0]))
			}
			row.Cells = append(row.Cells, cell)
			continue
		}
		lo, hi := int64(-1), int64(0)
		for _, t := range tests {
			w := t.Work[s.Name]
			if lo < 0 || w < lo {
				lo = w
			}
			hi = max(hi, w)
		}
		cell.Note, cell.Class = workNote(s, want, lo, hi, wl, untrusted.Text(m.WorkUnit))
		row.Cells = append(row.Cells, cell)
	}
	return row
}

// workNote says how a built-in's work in a subtask (lo to hi) stands
// against the limit its declared verdict sets.
func workNote(s problem.Solution, want problem.Verdict, lo, hi int64, wl problem.WorkLimits, unit string) (string, string) {
	work := "work " + report.FormatCount(lo) + "–" + report.FormatCount(hi) + " " + unit
	limit, over := int64(0), false
	switch {
	case s.Role == problem.RoleReference:
		limit = wl.ReferenceMax
	case want == problem.OK:
		limit = wl.AcceptedMax
	case want == problem.TLE:
		limit, over = wl.TimeLimitMin, true
	}
	switch {
	case limit <= 0:
		return work, ""
	case over && lo >= limit:
		return work + ", all ≥ " + report.FormatCount(limit), "yes"
	case over:
		return work + ", some < " + report.FormatCount(limit), "no"
	case hi <= limit:
		return work + ", all ≤ " + report.FormatCount(limit), "yes"
	}
	return work + ", some > " + report.FormatCount(limit), "no"
}

func mutantOf(mu testpkg.MutantStrength) matrixRow {
	row := matrixRow{Name: untrusted.Text(mu.Name), Summary: untrusted.Text(mu.Summary)}
	for _, v := range mu.Subtasks {
		var cell matrixCell
		switch {
		case v.KilledBy != "":
			cell = matrixCell{Text: "✓ killed by " + untrusted.Text(v.KilledBy), Note: untrusted.Text(v.Why), Class: "yes"}
		case v.MustDie:
			cell = matrixCell{Text: "✗ SURVIVES", Note: "declared to die here", Class: "no"}
		default:
			cell = matrixCell{Text: "– may survive", Note: "not run here"}
		}
		row.Cells = append(row.Cells, cell)
	}
	return row
}
