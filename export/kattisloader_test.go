package export

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"carokit/problem"
)

// problemtoolsName is problemtools' file and folder name rule
// (problemtools a185fe9, verifyproblem.py:1575
// _check_file_and_directory_names); only .gitignore anywhere, .timelimit
// and .git at the top are exempt (verifyproblem.py:1578).
var problemtoolsName = regexp.MustCompile(`^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$`)

// TestKattisNamesProblemtoolsAccepts: every file and folder of a Kattis
// export, in every version, has a name problemtools accepts.
func TestKattisNamesProblemtoolsAccepts(t *testing.T) {
	pkgDir, _ := fakePackage(t, "caro", caroLike)
	for _, version := range []string{KattisLegacy, Kattis2023, Kattis2025} {
		out := filepath.Join(t.TempDir(), "caro")
		if err := Export(pkgDir, "kattis", out, Options{Assets: fakeAssets, KattisVersion: version}); err != nil {
			t.Fatal(err)
		}
		filepath.WalkDir(out, func(p string, d os.DirEntry, err error) error {
			if err != nil || p == out {
				return err
			}
			name := d.Name()
			if !problemtoolsName.MatchString(name) && !(name == ".timelimit" && filepath.Dir(p) == out) {
				t.Errorf("%s: %s breaks problemtools' file name rule", version, p)
			}
			return nil
		})
	}
}

// legacyKeys are the problem.yaml keys problemtools reads in legacy
// (metadata.py MetadataLegacy, extra='forbid': any other is an error),
// and legacyLimits the keys of its limits (LegacyLimits).
var (
	legacyKeys   = []string{"problem_format_version", "type", "name", "uuid", "author", "source", "source_url", "license", "rights_owner", "limits", "validation", "validator_flags", "grading", "keywords"}
	legacyLimits = []string{"memory", "output", "code", "compilation_time", "compilation_memory", "validation_time", "validation_memory", "validation_output", "time_multiplier", "time_safety_margin"}
)

// TestKattisProblemYAMLLoaders pins problem.yaml against its readers:
// legacy's keys problemtools forbids otherwise, with grading's
// show_test_data_groups (its warning without it); 2025-09's time_limit a
// multiple of time_resolution (BAPCtools b6e8c80 problem.py:221-226,
// an error otherwise).
func TestKattisProblemYAMLLoaders(t *testing.T) {
	for _, limit := range []int64{1500, 100, 2000, 1234} {
		dir, m := fakePackage(t, "caro", caroLike)
		m.TimeLimitMS = limit
		writeManifest(t, dir, m)
		for _, version := range []string{KattisLegacy, Kattis2025} {
			out := filepath.Join(t.TempDir(), "caro")
			var said []string
			if err := Export(dir, "kattis", out, Options{Assets: fakeAssets, KattisVersion: version, Warnings: func(s string) { said = append(said, s) }}); err != nil {
				t.Fatal(err)
			}
			// problemtools reads no .timelimit: the legacy export says
			// how to pin the limit (verifyproblem.py --fixed_timelim).
			pin := fmt.Sprintf("--fixed_timelim %s ", strconv.FormatFloat(float64(limit)/1000, 'f', -1, 64))
			if got := strings.Contains(strings.Join(said, "\n"), pin); got != (version == KattisLegacy) {
				t.Errorf("%s, %d ms: warnings %q; want %q said only in legacy", version, limit, said, pin)
			}
			var doc map[string]any
			unmarshalYAML(t, filepath.Join(out, "problem.yaml"), &doc)
			limits, _ := doc["limits"].(map[string]any)
			if version == KattisLegacy {
				for k := range doc {
					if !slices.Contains(legacyKeys, k) {
						t.Errorf("legacy problem.yaml has %q, which problemtools refuses", k)
					}
				}
				for k := range limits {
					if !slices.Contains(legacyLimits, k) {
						t.Errorf("legacy limits has %q, which problemtools does not read", k)
					}
				}
				grading, _ := doc["grading"].(map[string]any)
				if grading["show_test_data_groups"] != true {
					t.Errorf("legacy grading %v: want show_test_data_groups: true", doc["grading"])
				}
				continue
			}
			tl, _ := limits["time_limit"].(float64)
			res := 1.0
			if r, ok := limits["time_resolution"].(float64); ok {
				res = r
			}
			if steps := tl / res; math.Abs(steps-math.Round(steps)) >= 0.0001 || math.Abs(tl-float64(limit)/1000) > 1e-9 {
				t.Errorf("limit %d ms: time_limit %v, time_resolution %v: want the limit, a multiple of the resolution", limit, limits["time_limit"], limits["time_resolution"])
			}
		}
	}
}

// TestKattisPyPyMemory checks that the kattis export leaves out, saying
// so, Python submissions under a memory limit PyPy cannot start in:
// problemtools
// runs .py with pypy3 under RLIMIT_AS equal to the memory limit
// (problemtools a185fe9 config/languages.yaml python3, run/limit.py), so
// joc7's counters.py (64 MB) got RTE there instead of its TLE.
func TestKattisPyPyMemory(t *testing.T) {
	for _, tc := range []struct {
		name   string
		mb     int64
		file   string
		warned bool
	}{
		{"python under 64 MB: said", 64, "slow.py", true},
		{"python under 256 MB: PyPy starts, nothing said", 256, "slow.py", false},
		{"C++ under 64 MB: nothing said", 64, "slow.cpp", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir, m := fakePackage(t, "caro", caroLike)
			m.MemoryLimitMB = tc.mb
			writeManifest(t, dir, m)
			src := filepath.Join(t.TempDir(), tc.file)
			if err := os.WriteFile(src, []byte("print(0)\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			var said []string
			opt := Options{Assets: fakeAssets, Warnings: func(s string) { said = append(said, s) },
				Submissions: []Submission{{Path: src, Expected: []problem.Verdict{problem.OK, problem.OK, problem.OK}}}}
			out := filepath.Join(t.TempDir(), "caro")
			if err := Export(dir, "kattis", out, opt); err != nil {
				t.Fatal(err)
			}
			got := strings.Contains(strings.Join(said, "\n"), tc.file+" not shipped: problemtools and BAPCtools run .py with PyPy")
			if got != tc.warned {
				t.Errorf("warnings %q; want the PyPy line: %v", said, tc.warned)
			}
			_, err := os.Stat(filepath.Join(out, "submissions", "accepted", tc.file))
			if shipped := err == nil; shipped == tc.warned {
				t.Errorf("%s shipped: %v, want %v", tc.file, shipped, !tc.warned)
			}
		})
	}
}
