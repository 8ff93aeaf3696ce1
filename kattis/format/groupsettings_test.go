package format

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestGroupSettingsAgreesWithData: the settings GroupSettings merges from
// files given by a function are those ReadData merges from the same
// files in data/, for every group of each tree (each tree built for one
// rule of the inheritance).
func TestGroupSettingsAgreesWithData(t *testing.T) {
	v25 := "problem_format_version: 2025-09\n"
	cases := []struct {
		name  string
		files map[string]string
	}{
		{"a nested group's flags after its parent's (generators.yaml's inline test_group.yaml, as BAPCtools' divsort has)", map[string]string{"problem.yaml": v25,
			"data/secret/test_group.yaml":          "input_validator_args: {integers: [small]}\n",
			"data/secret/tolerant/test_group.yaml": "output_validator_args: [float_tolerance, \"1e-2\"]\n",
			"data/secret/tolerant/a.in":            "", "data/secret/general/deep/test_group.yaml": "input_validator_args: [--small]\n",
			"data/secret/general/deep/b.in": ""}},
		{"data/ root settings reach sample and secret", map[string]string{"problem.yaml": "",
			"data/testdata.yaml": "output_validator_flags: case_sensitive\n", "data/sample/1.in": "", "data/secret/g/1.in": ""}},
		{"legacy grading keys in problem.yaml, a group's own over them", map[string]string{"problem.yaml": "type: scoring\ngrading: {reject_score: 2}\n",
			"data/secret/g/testdata.yaml": "reject_score: 4\n", "data/secret/g/1.in": ""}},
		{"2025-09 groups are pass-fail unless they say; max_score is not inherited", map[string]string{"problem.yaml": v25,
			"data/secret/test_group.yaml": "score_aggregation: min\nmax_score: 50\n", "data/secret/g/test_group.yaml": "accept_score: 3\n",
			"data/secret/g/h/1.in": ""}},
		{"legacy grader flags are inherited; constants substituted", map[string]string{"problem.yaml": "constants: {N: 7}\n",
			"data/secret/testdata.yaml": "grader_flags: min\n", "data/secret/g/testdata.yaml": "input_validator_flags: --n {{N}}\n", "data/secret/g/1.in": ""}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeTree(t, tc.files)
			p, err := ReadProblem(dir)
			if err != nil {
				t.Fatal(err)
			}
			d, err := ReadData(p)
			if err != nil {
				t.Fatal(err)
			}
			yamlOf := func(group string) []byte {
				for _, name := range []string{"test_group.yaml", "testdata.yaml"} {
					if b, err := os.ReadFile(filepath.Join(dir, "data", filepath.FromSlash(group), name)); err == nil {
						return b
					}
				}
				return nil
			}
			for _, root := range []*Group{d.Sample, d.Secret} {
				for _, g := range groupsOf(root) {
					got, _, err := p.GroupSettings(g.Path, yamlOf)
					if err != nil {
						t.Fatal(err)
					}
					if !reflect.DeepEqual(got, g.Settings) {
						t.Errorf("%s: GroupSettings %+v, ReadData %+v", g.Path, got, g.Settings)
					}
				}
			}
		})
	}
}

// groupsOf is g and every group under it.
func groupsOf(g *Group) []*Group {
	out := []*Group{g}
	for _, c := range g.Groups {
		out = append(out, groupsOf(c)...)
	}
	return out
}

// TestGroupSettingsFlags reads the flags a test of divsort's shape needs
// from inline files alone, with no data/ folder at all.
func TestGroupSettingsFlags(t *testing.T) {
	p, err := ReadProblem(writeTree(t, map[string]string{"problem.yaml": "problem_format_version: 2025-09\n"}))
	if err != nil {
		t.Fatal(err)
	}
	inline := map[string]string{
		"secret":          "input_validator_args: {integers: [small]}\n",
		"secret/tolerant": "output_validator_args: [float_tolerance, \"1e-2\"]\n",
	}
	s, _, err := p.GroupSettings("secret/tolerant", func(g string) []byte {
		if y, ok := inline[g]; ok {
			return []byte(y)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := p.OutputArgs(s); !reflect.DeepEqual(got, []string{"float_tolerance", "1e-2"}) {
		t.Errorf("output args %q, want the group's float_tolerance 1e-2", got)
	}
	if got := s.InputArgs("integers.py"); !reflect.DeepEqual(got, []string{"small"}) {
		t.Errorf("input args of integers.py %q, want secret's [small]", got)
	}
	if _, w, _ := p.GroupSettings("secret/g", func(g string) []byte {
		if g == "secret" {
			return []byte("colour: red\n")
		}
		return nil
	}); len(w) != 1 {
		t.Errorf("an unknown key gave warnings %q, want one", w)
	}
	if _, _, err := p.GroupSettings("secret", func(string) []byte { return []byte("output_validator_args: [\n") }); err == nil {
		t.Error("a broken file gave no error")
	}
}
