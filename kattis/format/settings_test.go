package format

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

// TestSettingsKeys applies one test_group.yaml/testdata.yaml text over
// the root defaults: each case a key's forms or a mistake.
func TestSettingsKeys(t *testing.T) {
	for _, tc := range []struct {
		name, yaml string
		check      func(Settings) bool
		err        string
	}{
		{"legacy string flags", "input_validator_flags: --max-n 100\noutput_validator_flags: float_tolerance 1e-6\n", func(s Settings) bool {
			return fmt.Sprint(s.InputValidatorFlags, s.OutputValidatorFlags) == "[--max-n 100] [float_tolerance 1e-6]"
		}, ""},
		{"2025-09 lists", "input_validator_args: [--max-n, '100']\noutput_validator_args: [case_sensitive]\n", func(s Settings) bool {
			return fmt.Sprint(s.InputValidatorFlags, s.OutputValidatorFlags) == "[--max-n 100] [case_sensitive]"
		}, ""},
		{"per validator map", "input_validator_args: {a.py: [-x], b: '-y -z'}\n", func(s Settings) bool {
			return s.InputValidatorFlags == nil && fmt.Sprint(s.InputValidatorArgs) == "map[a.py:[-x] b:[-y -z]]"
		}, ""},
		{"legacy name and flags map", "input_validator_flags: {name: val, flags: -a -b}\n", func(s Settings) bool {
			return fmt.Sprint(s.InputValidatorArgs) == "map[val:[-a -b]]"
		}, ""},
		{"legacy output validator map", "output_validator_flags: {name: v, flags: case_sensitive}\n", func(s Settings) bool {
			return fmt.Sprint(s.OutputValidatorFlags) == "[case_sensitive]"
		}, ""},
		{"output args as another map", "output_validator_args: {a: b}\n", nil, "must be a list of strings"},
		{"null args are none", "input_validator_args:\n", func(s Settings) bool { return s.InputValidatorFlags == nil }, ""},
		{"args list of maps", "args: [{a: b}]\n", nil, "args must be a list of strings"},
		{"scores and range", "accept_score: 5\nreject_score: -1\nrange: -inf 10\n", func(s Settings) bool {
			return s.AcceptScore == 5 && s.RejectScore == -1 && math.IsInf(s.Range[0], -1) && s.Range[1] == 10
		}, ""},
		{"range reversed", "range: 5 1\n", nil, "range: 5 is above 1"},
		{"range one number", "range: 5\n", nil, "range must be two numbers"},
		{"accept score infinite", "accept_score: inf\n", nil, "accept_score must be a finite number"},
		{"grader flags", "grader_flags: min ignore_sample worst_error\n", func(s Settings) bool {
			return s.Aggregation == "min" && s.IgnoreSample && s.VerdictRule == "worst_error"
		}, ""},
		{"grader flags switches", "grader_flags: first_error accept_if_any_accepted avg\n", func(s Settings) bool {
			return s.AcceptIfAnyAccepted && s.VerdictRule == "first_error" && s.Aggregation == "avg"
		}, ""},
		{"grader flag unknown is ignored", "grader_flags: median\n", func(s Settings) bool { return s.Aggregation == "sum" }, ""},
		{"score aggregation", "score_aggregation: pass-fail\n", func(s Settings) bool { return s.Aggregation == "pass-fail" }, ""},
		{"score aggregation avg is legacy only", "score_aggregation: avg\n", nil, "score_aggregation must be pass-fail, sum or min"},
		{"max score", "max_score: 25\n", func(s Settings) bool { return s.MaxScore == 25 }, ""},
		{"max score unbounded", "max_score: unbounded\n", func(s Settings) bool { return math.IsInf(s.MaxScore, 1) }, ""},
		{"max score negative", "max_score: -3\n", nil, "max_score must be a number of at least 0"},
		{"on reject", "on_reject: continue\n", func(s Settings) bool { return s.OnReject == "continue" }, ""},
		{"on reject unknown", "on_reject: stop\n", nil, "on_reject must be break or continue"},
		{"full feedback", "full_feedback: true\nrequire_pass: [sample, secret/g1]\n", func(s Settings) bool {
			return s.FullFeedback && len(s.RequirePass) == 2
		}, ""},
		{"full feedback not a bool", "full_feedback: maybe\n", nil, "full_feedback must be true or false"},
		{"static validation noted", "static_validation_score: 10\n", func(s Settings) bool { return s.Static }, ""},
		{"hint and description", "hint: h\ndescription: d\n", func(s Settings) bool { return s.Hint == "h" && s.Description == "d" }, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := parseYAML([]byte(tc.yaml), "test_group.yaml")
			s := rootSettings()
			if err == nil {
				err = s.apply(f, func(string, ...any) {})
			}
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want one containing %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !tc.check(s) {
				t.Errorf("settings %+v", s)
			}
		})
	}
}

// dataCase is a data/ tree and what reading it must give.
type dataCase struct {
	name  string
	files map[string]string
	check func(*Data) bool
	err   string
}

// TestDataFolders reads data/ trees built for one rule of layout each.
func TestDataFolders(t *testing.T) {
	v25 := "problem_format_version: 2025-09\n"
	runDataCases(t, []dataCase{
		{"no data at all", map[string]string{"problem.yaml": v25}, func(d *Data) bool {
			return d.Sample.Path == "sample" && len(d.Secret.Tests) == 0 && strings.Contains(d.Warnings[0], "data/secret is missing")
		}, ""},
		{"a test without .ans is kept and warned", map[string]string{"problem.yaml": v25, "data/secret/1.in": ""}, func(d *Data) bool {
			return d.Secret.Tests[0].Ans == "" && strings.Contains(d.Warnings[0], "has no .ans")
		}, ""},
		{"tests sorted lexicographically, not numerically", map[string]string{"problem.yaml": v25,
			"data/secret/10.in": "", "data/secret/10.ans": "", "data/secret/9.in": "", "data/secret/9.ans": ""}, func(d *Data) bool {
			return d.Secret.Tests[0].Name == "10" && d.Secret.Tests[1].Name == "9"
		}, ""},
		{"hidden and invalid names ignored", map[string]string{"problem.yaml": v25, "data/secret/.x.in": "",
			"data/secret/a b.in": "", "data/secret/-x/": ""}, func(d *Data) bool {
			return len(d.Secret.Tests) == 0 && len(d.Secret.Groups) == 0 && len(d.Warnings) == 2
		}, ""},
		{"a folder named as a test", map[string]string{"problem.yaml": v25, "data/secret/a.in": "", "data/secret/a.ans": "",
			"data/secret/a/b.in": ""}, func(d *Data) bool {
			return len(d.Secret.Groups) == 0 && strings.Contains(d.Warnings[0], "must not have a test's name")
		}, ""},
		{"2025-09: groups and tests side by side in secret", map[string]string{"problem.yaml": v25, "data/secret/1.in": "",
			"data/secret/1.ans": "", "data/secret/g/test_group.yaml": ""}, func(d *Data) bool {
			return len(d.Warnings) == 1 && strings.Contains(d.Warnings[0], "one or the other")
		}, ""},
		{"2025-09: a group in a group", map[string]string{"problem.yaml": v25, "data/secret/g/test_group.yaml": "",
			"data/secret/g/h/test_group.yaml": ""}, func(d *Data) bool {
			return len(d.Warnings) == 1 && strings.Contains(d.Warnings[0], "inside a group")
		}, ""},
		{"2025-09: plain folders in secret are fine", map[string]string{"problem.yaml": v25, "data/secret/1.in": "",
			"data/secret/1.ans": "", "data/secret/sub/2.in": "", "data/secret/sub/2.ans": ""}, func(d *Data) bool {
			return len(d.Warnings) == 0 && d.Secret.Groups[0].Path == "secret/sub"
		}, ""},
		{"a test named test_group", map[string]string{"problem.yaml": v25, "data/secret/test_group.in": ""}, func(d *Data) bool {
			return len(d.Secret.Tests) == 0 && len(d.Warnings) == 1
		}, ""},
		{"a broken group file", map[string]string{"problem.yaml": v25, "data/secret/g/test_group.yaml": "range: [\n"}, nil,
			"data/secret/g/test_group.yaml"},
		{"a wrong value names its file and line", map[string]string{"problem.yaml": v25,
			"data/sample/test_group.yaml": "\nfull_feedback: 3\n"}, nil, "data/sample/test_group.yaml:2:16: full_feedback must be true or false"},
		{"a test's yaml with a wrong value", map[string]string{"problem.yaml": v25, "data/secret/1.in": "", "data/secret/1.ans": "",
			"data/secret/1.yaml": "args: {a: 1}\n"}, nil, "data/secret/1.yaml:1:7"},
		{"valid and invalid outputs", map[string]string{"problem.yaml": v25, "data/invalid_output/o.in": "", "data/invalid_output/o.ans": "",
			"data/invalid_output/o.out": "", "data/valid_output/sub/v.in": "", "data/valid_output/sub/v.ans": ""}, func(d *Data) bool {
			return d.InvalidOutputs[0].Files[".out"] != "" && d.ValidOutputs[0].Name == "valid_output/sub/v"
		}, ""},
	})
}

// TestDataSettings reads data/ trees built for one rule of the settings'
// inheritance each.
func TestDataSettings(t *testing.T) {
	v25 := "problem_format_version: 2025-09\n"
	runDataCases(t, []dataCase{
		{"both settings files: the version's wins", map[string]string{"problem.yaml": v25,
			"data/secret/test_group.yaml": "args: [a]\n", "data/secret/testdata.yaml": "args: [b]\n"}, func(d *Data) bool {
			return fmt.Sprint(d.Secret.Settings.Args) == "[a]" && strings.Contains(d.Warnings[0], "testdata.yaml ignored")
		}, ""},
		{"the other version's name is read", map[string]string{"problem.yaml": "",
			"data/secret/test_group.yaml": "accept_score: 3\n"}, func(d *Data) bool {
			return d.Secret.Settings.AcceptScore == 3 && strings.Contains(d.Warnings[0], "another version")
		}, ""},
		{"data/ root settings reach sample and secret", map[string]string{"problem.yaml": "",
			"data/testdata.yaml": "output_validator_flags: case_sensitive\n"}, func(d *Data) bool {
			return fmt.Sprint(d.Sample.Settings.OutputValidatorFlags, d.Secret.Settings.OutputValidatorFlags) == "[case_sensitive] [case_sensitive]"
		}, ""},
		// problemtools sets problem.yaml's grading keys over every group's
		// testdata.yaml (verifyproblem.py TestCaseGroup.__init__).
		{"legacy grading keys in problem.yaml win", map[string]string{"problem.yaml": "type: scoring\ngrading: {reject_score: 2, on_reject: grade}\n",
			"data/secret/g/testdata.yaml": "reject_score: 4\non_reject: break\n"}, func(d *Data) bool {
			g := d.Secret.Groups[0].Settings
			return d.Secret.Settings.RejectScore == 2 && g.RejectScore == 2 && g.OnReject == "continue" && d.Root.OnReject == "continue"
		}, ""},
		{"a group's grader_flags replace its parent's whole", map[string]string{"problem.yaml": "",
			"data/testdata.yaml": "grader_flags: ignore_sample first_error accept_if_any_accepted avg\n", "data/secret/testdata.yaml": "grader_flags: min\n"}, func(d *Data) bool {
			s := d.Secret.Settings
			return d.Root.IgnoreSample && d.Root.Aggregation == "avg" && s.Aggregation == "min" && !s.IgnoreSample && !s.AcceptIfAnyAccepted && s.VerdictRule == ""
		}, ""},
		{"2025-09 groups are pass-fail unless they say", map[string]string{"problem.yaml": v25,
			"data/secret/test_group.yaml": "score_aggregation: min\n", "data/secret/g/test_group.yaml": "max_score: 5\n"}, func(d *Data) bool {
			return d.Secret.Settings.Aggregation == "min" && d.Secret.Groups[0].Settings.Aggregation == "pass-fail"
		}, ""},
		{"legacy grader flags are inherited", map[string]string{"problem.yaml": "",
			"data/secret/testdata.yaml": "grader_flags: min\n", "data/secret/g/testdata.yaml": "accept_score: 2\n"}, func(d *Data) bool {
			return d.Secret.Groups[0].Settings.Aggregation == "min"
		}, ""},
		{"max_score is not inherited", map[string]string{"problem.yaml": v25,
			"data/secret/test_group.yaml": "max_score: 50\n", "data/secret/g/x.in": ""}, func(d *Data) bool {
			return d.Secret.Settings.MaxScore == 50 && d.Secret.Groups[0].Settings.MaxScore == 0
		}, ""},
	})
}

func runDataCases(t *testing.T, cases []dataCase) {
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ReadProblem(writeTree(t, tc.files))
			if err != nil {
				t.Fatal(err)
			}
			d, err := ReadData(p)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want one containing %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !tc.check(d) {
				t.Errorf("data %+v, warnings %q", d, d.Warnings)
			}
		})
	}
}

// TestGroupAll: tests and groups interleave by name, as the spec orders
// them, and the keys are Check's.
func TestGroupAll(t *testing.T) {
	p, err := ReadProblem(writeTree(t, map[string]string{"problem.yaml": "",
		"data/secret/a.in": "", "data/secret/c.in": "", "data/secret/b/1.in": "", "data/secret/b/x/2.in": "",
		"data/secret/b/0.in": "", "data/secret/d/3.in": ""}))
	if err != nil {
		t.Fatal(err)
	}
	d, err := ReadData(p)
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for k := range d.Secret.All() {
		keys = append(keys, k)
		if len(keys) == 4 {
			break
		}
	}
	if got := strings.Join(keys, " "); got != "secret/a secret/b/0 secret/b/1 secret/b/x/2" {
		t.Errorf("order %s", got)
	}
	if g := d.Secret.Find("secret/b/x"); g == nil || g.Tests[0].Name != "2" || d.Secret.Find("secret/z") != nil {
		t.Errorf("Find(secret/b/x) = %+v; Find(secret/z) should be nil", g)
	}
	keys = nil
	for k := range d.Secret.All() {
		keys = append(keys, k)
	}
	if got := strings.Join(keys, " "); got != "secret/a secret/b/0 secret/b/1 secret/b/x/2 secret/c secret/d/3" {
		t.Errorf("order %s", got)
	}
}

// TestValidatorArgs: the arguments each validator gets, by the map or
// the flags for all, then the test's args; the output validator's after
// problem.yaml's legacy flags.
func TestValidatorArgs(t *testing.T) {
	byName := Settings{InputValidatorArgs: map[string][]string{"a.cpp": {"-x"}, "b": {"-y"}}, Args: []string{"--t"}}
	all := Settings{InputValidatorFlags: []string{"-z"}}
	for _, tc := range []struct {
		s         Settings
		validator string
		want      string
	}{
		{byName, "a.cpp", "[-x --t]"},
		{byName, "b.py", "[-y --t]"},
		{byName, "c.py", "[--t]"},
		{all, "c.py", "[-z]"},
	} {
		if got := fmt.Sprint(tc.s.InputArgs(tc.validator)); got != tc.want {
			t.Errorf("InputArgs(%s) = %s, want %s", tc.validator, got, tc.want)
		}
	}
	p := &Problem{ValidatorFlags: []string{"float_tolerance", "1e-6"}}
	if got := fmt.Sprint(p.OutputArgs(Settings{OutputValidatorFlags: []string{"case_sensitive"}})); got != "[float_tolerance 1e-6 case_sensitive]" {
		t.Errorf("OutputArgs = %s", got)
	}
	if fmt.Sprint(byName.InputArgs("a.cpp")) != "[-x --t]" || len(byName.InputValidatorArgs["a.cpp"]) != 1 {
		t.Errorf("InputArgs changed the settings: %v", byName.InputValidatorArgs)
	}
}
