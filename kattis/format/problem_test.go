package format

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// problemCase is a problem.yaml text and what parseProblem must make of it.
type problemCase struct {
	name, yaml string
	check      func(*Problem) bool
	err        string // substring of the error; "" = no error
}

// problemCases are the cases of TestParseProblem.
var problemCases = []problemCase{
	{"empty file is legacy with defaults", "", func(p *Problem) bool {
		return p.Version == Legacy && p.Type == "pass-fail" && p.MemoryMB == 2048 && p.OutputMB == 8 &&
			p.TimeMultipliers.AC == 5 && p.TimeMultipliers.TimeLimit == 2 && p.TimeResolution == 1 && p.TimeLimit == 0
	}, ""},
	{"2025-09 defaults of the multipliers", "problem_format_version: 2025-09\nname: X\n", func(p *Problem) bool {
		return p.Version == V2025 && p.TimeMultipliers.AC == 2 && p.TimeMultipliers.TimeLimit == 1.5 && p.Name == "X"
	}, ""},
	{"legacy-icpc is legacy", "problem_format_version: legacy-icpc\n", func(p *Problem) bool { return p.Version == Legacy }, ""},
	{"2023-07 without -draft", "problem_format_version: '2023-07'\n", func(p *Problem) bool { return p.Version == V2023 }, ""},
	{"unknown version", "problem_format_version: 2099-01\n", nil, "problem.yaml:1:25: problem_format_version \"2099-01\""},
	{"name map without en", "problem_format_version: 2025-09\nname: {nl: Som}\n", func(p *Problem) bool {
		return p.Name == "" && p.Names["nl"] == "Som"
	}, ""},
	{"name map value not a string", "problem_format_version: 2025-09\nname: {nl: [a]}\n", nil, "name.nl must be a string"},
	{"type as words", "problem_format_version: 2025-09\ntype: scoring multi-pass\n", func(p *Problem) bool {
		return p.Type == "scoring" && p.MultiPass && p.CustomOutputValidator
	}, ""},
	{"legacy has no interactive type", "type: interactive\n", nil, "type \"interactive\" is not one of pass-fail, scoring"},
	{"pass-fail and scoring together", "problem_format_version: 2025-09\ntype: [pass-fail, scoring]\n", nil, "both pass-fail and scoring"},
	{"submit-answer refused", "problem_format_version: 2025-09\ntype: submit-answer\n", nil, "submit-answer is not supported"},
	{"legacy validation custom interactive", "validation: custom interactive\n", func(p *Problem) bool {
		return p.Interactive && p.CustomOutputValidator && !p.CustomScore
	}, ""},
	{"validation default with more words", "validation: default score\n", nil, "validation must be default, or custom"},
	{"validation unknown word", "validation: custom fancy\n", nil, "\"fancy\" is neither"},
	{"validator_flags list", "validator_flags: [case_sensitive, space_change_sensitive]\n", func(p *Problem) bool {
		return strings.Join(p.ValidatorFlags, " ") == "case_sensitive space_change_sensitive"
	}, ""},
	{"time limit and resolution", "problem_format_version: 2025-09\nlimits: {time_limit: 0.75, time_resolution: 0.25}\n", func(p *Problem) bool {
		return p.TimeLimit == 750*time.Millisecond && p.TimeResolution == 0.25 && len(p.Warnings) == 0
	}, ""},
	{"time limit off the resolution warns", "problem_format_version: 2025-09\nlimits: {time_limit: 1.3}\n", func(p *Problem) bool {
		return p.TimeLimit == 1300*time.Millisecond && strings.Contains(strings.Join(p.Warnings, "\n"), "not a multiple of time_resolution")
	}, ""},
	{"negative time limit", "problem_format_version: 2025-09\nlimits: {time_limit: -1}\n", nil, "problem.yaml:2:22: limits.time_limit must be a number above 0"},
	{"infinite time limit", "problem_format_version: 2025-09\nlimits: {time_limit: .inf}\n", nil, "limits.time_limit must be a number above 0"},
	{"memory not whole", "limits: {memory: 1.5}\n", nil, "limits.memory must be a whole number"},
	{"multiplier below 1", "problem_format_version: 2025-09\nlimits: {time_multipliers: {ac_to_time_limit: 0.5}}\n", nil, "at least 1"},
	{"legacy multiplier in 2025-09 read with a warning", "problem_format_version: 2025-09\nlimits: {time_multiplier: 4}\n", func(p *Problem) bool {
		return p.TimeMultipliers.AC == 4 && strings.Contains(p.Warnings[0], "time_multipliers.ac_to_time_limit")
	}, ""},
	{"unknown key warns", "foo: 1\nlimits: {bar: 2}\n", func(p *Problem) bool { return len(p.Warnings) == 2 }, ""},
	{"metadata is silent", "problem_format_version: 2025-09\nuuid: x\ncredits: A\nlicense: cc0\nkeywords: [a]\nsource: S\n", func(p *Problem) bool {
		return len(p.Warnings) == 0
	}, ""},
	{"limits not a map", "limits: 3\n", nil, "problem.yaml:1:9: limits must be a map"},
	{"not a map", "- a\n- b\n", nil, "the file must be a map"},
	{"duplicate key", "name: a\nname: b\n", nil, "key \"name\" appears twice"},
	{"bad yaml", "name: [\n", nil, "problem.yaml"},
	{"legacy grading score keys kept", "type: scoring\ngrading: {accept_score: 3, objective: min}\n", func(p *Problem) bool {
		return p.legacyGrading["accept_score"] != nil && strings.Contains(p.Warnings[0], "objective min")
	}, ""},
	{"constants", "problem_format_version: 2025-09\nconstants: {n: 5, m: {value: 7, tex: '7'}}\n", func(p *Problem) bool {
		return p.Constants["n"] == "5" && p.Constants["m"] == "7" && p.Constants["m.tex"] == "7" &&
			string(p.Substitute([]byte("{{n}} {{m.tex}} {{x}}"))) == "5 7 {{x}}"
	}, ""},
	{"constant without value", "problem_format_version: 2025-09\nconstants: {m: {tex: '7'}}\n", nil, "constants.m has no value"},
	{"constant bad name", "problem_format_version: 2025-09\nconstants: {9x: 1}\n", nil, "constant name \"9x\""},
}

// TestParseProblem reads problem.yaml texts: each case a key or rule of
// one version, or a mistake that must be an error naming its line.
func TestParseProblem(t *testing.T) {
	for _, tc := range problemCases {
		t.Run(tc.name, func(t *testing.T) {
			p, err := parseProblem([]byte(tc.yaml), "problem.yaml")
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want one containing %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !tc.check(p) {
				t.Errorf("read %+v", p)
			}
		})
	}
}

// TestReadProblemFiles covers what ReadProblem reads besides problem.yaml.
func TestReadProblemFiles(t *testing.T) {
	for _, tc := range []struct {
		name  string
		files map[string]string
		check func(*Problem) bool
		err   string
	}{
		{"no problem.yaml", map[string]string{"x": ""}, nil, "has no problem.yaml"},
		{".timelimit in legacy", map[string]string{"problem.yaml": "", ".timelimit": "3\n"}, func(p *Problem) bool {
			return p.TimeLimit == 3*time.Second && len(p.Warnings) == 0
		}, ""},
		{".timelimit in 2025-09 is deprecated", map[string]string{"problem.yaml": "problem_format_version: 2025-09\n", ".timelimit": "0.5"}, func(p *Problem) bool {
			return p.TimeLimit == 500*time.Millisecond && strings.Contains(p.Warnings[0], "deprecated")
		}, ""},
		{"bad .timelimit", map[string]string{"problem.yaml": "", ".timelimit": "fast"}, nil, ".timelimit must hold one number"},
		{"output_validators/ in legacy", map[string]string{"problem.yaml": "", "output_validators/v.py": ""}, func(p *Problem) bool {
			return p.CustomOutputValidator && len(p.Warnings) == 0
		}, ""},
		{"output_validators/ in 2025-09 warns", map[string]string{"problem.yaml": "problem_format_version: 2025-09\n", "output_validators/v.py": ""}, func(p *Problem) bool {
			return p.CustomOutputValidator && len(p.Warnings) == 1
		}, ""},
		{"legacy name from the statement", map[string]string{"problem.yaml": "name: yaml name\n",
			"problem_statement/problem.en.tex": "\\problemname{$x^2$ Sum}\n%% plainproblemname: x^2 Sum\n"}, func(p *Problem) bool {
			return p.Name == "x^2 Sum"
		}, ""},
		{"legacy name from problem.tex's \\problemname", map[string]string{"problem.yaml": "",
			"problem_statement/problem.tex": "\\problemname{ Hello }\n"}, func(p *Problem) bool { return p.Name == "Hello" }, ""},
		{"2025-09 name is problem.yaml's", map[string]string{"problem.yaml": "problem_format_version: 2025-09\nname: A\n",
			"problem_statement/problem.tex": "\\problemname{B}\n"}, func(p *Problem) bool { return p.Name == "A" }, ""},
		{"empty output_validator/ is none", map[string]string{"problem.yaml": "problem_format_version: 2025-09\n", "output_validator/": ""}, func(p *Problem) bool {
			return !p.CustomOutputValidator
		}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeTree(t, tc.files)
			p, err := ReadProblem(dir)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want one containing %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !tc.check(p) {
				t.Errorf("read %+v", p)
			}
		})
	}
}

// writeTree writes files (a name ending in / is an empty folder) into a
// new temporary folder.
func writeTree(t testing.TB, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if strings.HasSuffix(name, "/") {
			if err := os.MkdirAll(p, 0o755); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}
