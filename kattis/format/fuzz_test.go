package format

import (
	"math"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// addFixtures seeds a fuzz target with the fixtures' files of one name.
func addFixtures(f *testing.F, pattern string) {
	files, _ := filepath.Glob(filepath.Join("testdata", pattern))
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
}

// FuzzReadProblem: any problem.yaml is read or refused with an error,
// never a panic, and what is read keeps the limits' invariants.
func FuzzReadProblem(f *testing.F) {
	addFixtures(f, "*/problem.yaml")
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := parseProblem(data, "problem.yaml")
		if err != nil {
			return
		}
		if !slices.Contains([]string{Legacy, V2023, V2025}, p.Version) || (p.Type != "pass-fail" && p.Type != "scoring") {
			t.Fatalf("version %q type %q", p.Version, p.Type)
		}
		if p.TimeLimit < 0 || !(p.TimeResolution > 0) || p.MemoryMB <= 0 || p.OutputMB <= 0 ||
			!(p.TimeMultipliers.AC > 0) || !(p.TimeMultipliers.TimeLimit > 0) {
			t.Fatalf("limits %+v", p)
		}
		_ = p.Substitute(data)
	})
}

// FuzzTestGroupYAML: any test_group.yaml is applied or refused; scores
// stay numbers and the range ordered.
func FuzzTestGroupYAML(f *testing.F) {
	addFixtures(f, "*/data/*.yaml")
	addFixtures(f, "*/data/*/*.yaml")
	addFixtures(f, "*/data/*/*/*.yaml")
	f.Fuzz(func(t *testing.T, data []byte) {
		y, err := parseYAML(data, "test_group.yaml")
		if err != nil {
			return
		}
		s := rootSettings()
		if err := s.apply(y, func(string, ...any) {}); err != nil {
			return
		}
		if math.IsNaN(s.AcceptScore) || math.IsNaN(s.RejectScore) || !(s.Range[0] <= s.Range[1]) || s.MaxScore < 0 {
			t.Fatalf("settings %+v", s)
		}
		_ = s.inherit()
	})
}

// FuzzSubmissionsYAML: any submissions.yaml is read or refused; every
// rule read holds only the four verdicts, and checking a table against
// each glob's rules never panics.
func FuzzSubmissionsYAML(f *testing.F) {
	addFixtures(f, "*/submissions/submissions.yaml")
	f.Add([]byte(checkYAML))
	verdicts := map[string]string{"sample/1": "AC", "secret/g1/01": "WA", "secret/g2/07-hard": "TLE", "secret/x": ""}
	f.Fuzz(func(t *testing.T, data []byte) {
		rules, err := parseSubmissionsYAML(data)
		if err != nil {
			return
		}
		for _, g := range rules {
			s := Submission{Path: "accepted/a.cpp", ByGroup: map[string][]Expectation{}}
			if g.whole != nil {
				s.Whole = append(s.Whole, *g.whole, g.override(Expectation{Permitted: []string{"AC"}, Required: Verdicts}))
			}
			for _, r := range g.groups {
				s.ByGroup[r.glob] = append(s.ByGroup[r.glob], r.e)
			}
			for _, e := range append(slices.Clone(s.Whole), flatten(s.ByGroup)...) {
				for _, v := range append(slices.Clone(e.Permitted), e.Required...) {
					if !slices.Contains(Verdicts, v) {
						t.Fatalf("verdict %q in %+v", v, e)
					}
				}
			}
			_ = s.CheckFull(verdicts, map[string]string{}, map[string]float64{"": 1, "secret/g1": 2})
		}
	})
}

func flatten(m map[string][]Expectation) []Expectation {
	var out []Expectation
	for _, es := range m {
		out = append(out, es...)
	}
	return out
}
