package format

import (
	"flag"
	"fmt"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the testdata/*.golden files")

// TestFolders reads each fixture folder whole and compares a rendering of
// what was read with its reviewed golden file: one fixture per version,
// each exercising that version's keys, defaults and inheritance.
func TestFolders(t *testing.T) {
	for _, tc := range []struct{ dir, why string }{
		{"legacy", "legacy keys: .timelimit, validation custom score, validator_flags, time_multiplier, testdata.yaml inheritance with grader_flags, range and the {name, flags} map, @EXPECTED_RESULTS@ ignored in wrong_answer and applied in mixed"},
		{"v2023", "2023-07-draft: type list with interactive, time_multipliers, time_limit winning over .timelimit, testdata.yaml args lists, output_validator/, .interaction files"},
		{"v2025", "2025-09: test_group.yaml, per-validator args with constants, max_score and score_aggregation per group, a test's .yaml and .files, invalid_input(s), folder submissions, every matching glob, default overridden by its folder's name"},
	} {
		t.Run(tc.dir, func(t *testing.T) {
			got := render(t, filepath.Join("testdata", tc.dir))
			golden := filepath.Join("testdata", tc.dir+".golden")
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update once, then review the file)", err)
			}
			if got != string(want) {
				t.Errorf("%s (%s): read differs from %s:\n%s", tc.dir, tc.why, golden, diffLines(string(want), got))
			}
		})
	}
}

// render reads a folder with the three readers and writes what they
// returned, one fact a line, paths relative to the folder.
func render(t *testing.T, dir string) string {
	t.Helper()
	p, err := ReadProblem(dir)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	w("version %s, name %q, type %s, interactive %v, multipass %v", p.Version, p.Name, p.Type, p.Interactive, p.MultiPass)
	w("time limit %v, multipliers %g %g, resolution %g, memory %d, output %d",
		p.TimeLimit, p.TimeMultipliers.AC, p.TimeMultipliers.TimeLimit, p.TimeResolution, p.MemoryMB, p.OutputMB)
	w("validator flags %q, custom validator %v, custom score %v", p.ValidatorFlags, p.CustomOutputValidator, p.CustomScore)
	for _, k := range slices.Sorted(maps.Keys(p.Constants)) {
		w("constant %s = %q", k, p.Constants[k])
	}
	for _, s := range p.Warnings {
		w("problem warning: %s", s)
	}
	d, err := ReadData(p)
	if err != nil {
		t.Fatal(err)
	}
	rel := func(s string) string {
		if s == "" {
			return ""
		}
		r, _ := filepath.Rel(dir, s)
		return filepath.ToSlash(r)
	}
	var group func(g *Group)
	group = func(g *Group) {
		w("group %s: %s", g.Path, settings(g.Settings))
		for _, tt := range g.Tests {
			renderTest(w, rel, tt)
		}
		for _, c := range g.Groups {
			group(c)
		}
	}
	group(d.Sample)
	group(d.Secret)
	for _, ts := range []struct {
		name  string
		tests []Test
	}{{"invalid input", d.InvalidInputs}, {"invalid output", d.InvalidOutputs}, {"valid output", d.ValidOutputs}} {
		for _, tt := range ts.tests {
			w("%s:", ts.name)
			renderTest(w, rel, tt)
		}
	}
	for _, s := range d.Warnings {
		w("data warning: %s", s)
	}
	subs, err := ReadSubmissions(p)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range subs {
		w("submission %s (folder %s) language %q entrypoint %q model %v", s.Path, s.Folder, s.Language, s.Entrypoint, s.ModelSolution)
		for _, e := range s.Whole {
			w("  whole: %s", expectation(e))
		}
		for _, k := range slices.Sorted(maps.Keys(s.ByGroup)) {
			for _, e := range s.ByGroup[k] {
				w("  %s: %s", k, expectation(e))
			}
		}
		for _, m := range s.Warnings {
			w("  warning: %s", m)
		}
	}
	return b.String()
}

func renderTest(w func(string, ...any), rel func(string) string, tt Test) {
	var files []string
	for _, k := range slices.Sorted(maps.Keys(tt.Files)) {
		files = append(files, k+"="+rel(tt.Files[k]))
	}
	w("  test %s in %s ans %q files %v", tt.Name, rel(tt.In), rel(tt.Ans), files)
	w("    %s", settings(tt.Settings))
}

func settings(s Settings) string {
	return fmt.Sprintf("in %q by-name %v out %q accept %g reject %g range [%g %g] agg %s ignore-sample %v rule %q on-reject %s max %s static %v feedback %v require %q args %q hint %q desc %q",
		s.InputValidatorFlags, s.InputValidatorArgs, s.OutputValidatorFlags, s.AcceptScore, s.RejectScore,
		s.Range[0], s.Range[1], s.Aggregation, s.IgnoreSample, s.VerdictRule, s.OnReject, maxScore(s.MaxScore), s.Static,
		s.FullFeedback, s.RequirePass, s.Args, s.Hint, s.Description)
}

func maxScore(v float64) string {
	if math.IsInf(v, 1) {
		return "unbounded"
	}
	return fmt.Sprint(v)
}

func expectation(e Expectation) string {
	s := fmt.Sprintf("permitted %v required %v", e.Permitted, e.Required)
	if e.Score != nil {
		s += fmt.Sprintf(" score %v", *e.Score)
	}
	if e.UseForTimeLimit != nil {
		s += fmt.Sprintf(" use-for-time-limit %v", *e.UseForTimeLimit)
	}
	if e.TimeLimitBound != "" {
		s += " bound " + e.TimeLimitBound
	}
	if e.Message != "" {
		s += fmt.Sprintf(" message %q", e.Message)
	}
	return s + fmt.Sprintf(" lower %v upper %v from %s", e.LowersTimeLimit(), e.UppersTimeLimit(), e.From)
}

// diffLines shows the lines of got that want lacks and the reverse.
func diffLines(want, got string) string {
	ws, gs := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for _, l := range ws {
		if !slices.Contains(gs, l) {
			b.WriteString("- " + l + "\n")
		}
	}
	for _, l := range gs {
		if !slices.Contains(ws, l) {
			b.WriteString("+ " + l + "\n")
		}
	}
	return b.String()
}
