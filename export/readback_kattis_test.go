package export

import (
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/uuid"

	"carokit/testpkg"
)

// kattisProblem holds the problem.yaml keys problemtools (2023-07) and
// BAPCtools (2025-09) read: problem_format_version, type, name, uuid,
// limits.time_limit, limits.memory.
type kattisProblem struct {
	Version string `yaml:"problem_format_version"`
	Type    string `yaml:"type"`
	Name    string `yaml:"name"`
	UUID    string `yaml:"uuid"`
	Limits  struct {
		TimeLimit float64 `yaml:"time_limit"`
		Memory    int64   `yaml:"memory"`
	} `yaml:"limits"`
}

// kattisGroup holds one group's keys in either version: 2025-09's
// test_group.yaml (max_score, score_aggregation, input_validator_args) or
// problemtools' testdata.yaml (grader_flags, accept_score,
// input_validator_flags, on_reject).
type kattisGroup struct {
	MaxScore      *float64 `yaml:"max_score"`
	Aggregation   string   `yaml:"score_aggregation"`
	ValidatorArgs []string `yaml:"input_validator_args"`
	GraderFlags   string   `yaml:"grader_flags"`
	AcceptScore   *float64 `yaml:"accept_score"`
	ValidatorFlag string   `yaml:"input_validator_flags"`
	OnReject      string   `yaml:"on_reject"`
}

func readKattis(t *testing.T, dir, pkgDir string, m *testpkg.Manifest) readBack {
	var prob kattisProblem
	unmarshalYAML(t, filepath.Join(dir, "problem.yaml"), &prob)
	if !slices.Contains([]string{KattisLegacy, Kattis2023, Kattis2025}, prob.Version) || prob.Type != "scoring" || prob.Name != m.Title {
		t.Errorf("problem.yaml: version %q type %q name %q, want legacy, 2023-07 or 2025-09, scoring, %q", prob.Version, prob.Type, prob.Name, m.Title)
	}
	if prob.Version == KattisLegacy {
		// legacy has no time_limit key (problemtools computes one from
		// the accepted submissions): .timelimit holds carokit's.
		if prob.Limits.TimeLimit != 0 {
			t.Errorf("legacy problem.yaml has a time_limit %g", prob.Limits.TimeLimit)
		}
		tl, err := strconv.ParseFloat(strings.TrimSpace(string(readFile(t, filepath.Join(dir, ".timelimit")))), 64)
		if err != nil {
			t.Fatalf(".timelimit: %v", err)
		}
		prob.Limits.TimeLimit = tl
	}
	if u, err := uuid.Parse(prob.UUID); err != nil || u.Version() != 5 || u.Variant() != uuid.RFC4122 || u.String() != prob.UUID {
		t.Errorf("problem.yaml: uuid %q is not a canonical version 5 UUID", prob.UUID)
	}
	v2023 := prob.Version != Kattis2025 // testdata.yaml
	if v2023 {
		// problemtools: children inherit the root's keys, and
		// ignore_sample is allowed at the root only.
		var root, secret kattisGroup
		unmarshalYAML(t, filepath.Join(dir, "data/testdata.yaml"), &root)
		unmarshalYAML(t, filepath.Join(dir, "data/secret/testdata.yaml"), &secret)
		if root.OnReject != "continue" || root.GraderFlags != "ignore_sample sum" || secret.GraderFlags != "sum" {
			t.Errorf("data/testdata.yaml %+v, data/secret/testdata.yaml %+v: want on_reject continue, ignore_sample sum, then sum", root, secret)
		}
	}
	rb := readBack{timeLimitMS: int64(math.Round(prob.Limits.TimeLimit * 1000)), memoryMiB: prob.Limits.Memory}
	// The samples are data/sample, which Kattis never scores: a group
	// worth 0.
	ins, _ := filepath.Glob(filepath.Join(dir, "data/sample", "*.in"))
	slices.Sort(ins)
	if len(ins) > 0 {
		rb.samples = &rbGroup{}
	}
	for _, in := range ins {
		rb.samples.tests = append(rb.samples.tests, rbTest{points: 0, sample: true, in: readFile(t, in), ans: readFile(t, strings.TrimSuffix(in, ".in")+".ans")})
	}
	for _, st := range m.Subtasks {
		rb.groups = append(rb.groups, readKattisGroup(t, &rb, filepath.Join(dir, "data/secret", st.Group), st.ID, v2023))
	}
	if !v2023 {
		var secret kattisGroup
		unmarshalYAML(t, filepath.Join(dir, "data/secret/test_group.yaml"), &secret)
		total := 0.0
		for _, g := range rb.groups {
			total += g.points
		}
		if secret.MaxScore == nil || secret.Aggregation != "sum" || math.Abs(total-*secret.MaxScore) > 1e-9 {
			t.Errorf("data/secret/test_group.yaml: %+v, want max_score %g and sum", secret, total)
		}
	}
	return rb
}

// readKattisGroup reads one subtask's folder: its scores, its validator
// arguments and its tests (a sample there must be a symbolic link).
func readKattisGroup(t *testing.T, rb *readBack, gdir string, id int, v2023 bool) rbGroup {
	var conf kattisGroup
	want := []string{"--subtask", strconv.Itoa(id)}
	var args []string
	if v2023 {
		unmarshalYAML(t, filepath.Join(gdir, "testdata.yaml"), &conf)
		args = strings.Fields(conf.ValidatorFlag)
		conf.Aggregation = conf.GraderFlags
	} else {
		unmarshalYAML(t, filepath.Join(gdir, "test_group.yaml"), &conf)
		args = conf.ValidatorArgs
	}
	if !slices.Equal(args, want) {
		t.Errorf("%s: validator arguments %q, want %q", gdir, args, want)
	}
	switch conf.Aggregation {
	case "sum":
		rb.scoring = ScoringPerTest
	case "min":
		rb.scoring = ScoringGroupMin
	default:
		t.Fatalf("%s: aggregation %q", gdir, conf.Aggregation)
	}
	ins, _ := filepath.Glob(filepath.Join(gdir, "*.in"))
	slices.Sort(ins) // Kattis runs tests in lexicographic order
	var g rbGroup
	for _, in := range ins {
		tc := rbTest{points: math.NaN(), in: readFile(t, in), ans: readFile(t, strings.TrimSuffix(in, ".in")+".ans")}
		if info, err := os.Lstat(in); err == nil && info.Mode()&os.ModeSymlink != 0 {
			tc.sample = true
		}
		g.tests = append(g.tests, tc)
	}
	switch {
	case v2023 && conf.AcceptScore == nil:
		t.Fatalf("%s/testdata.yaml has no accept_score", gdir)
	case v2023 && conf.Aggregation == "sum":
		g.points = *conf.AcceptScore * float64(len(ins))
	case v2023:
		g.points = *conf.AcceptScore
	case conf.MaxScore == nil:
		t.Fatalf("%s/test_group.yaml has no max_score", gdir)
	default:
		g.points = *conf.MaxScore
	}
	if conf.Aggregation == "sum" {
		for i := range g.tests {
			g.tests[i].points = g.points / float64(len(ins))
		}
	}
	return g
}
