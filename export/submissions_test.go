package export

import (
	"math"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"carokit/problem"
	"carokit/testpkg"
)

// TestKattisSubmissions exports solutions with CARO.md's verdict shapes
// and checks where they land, what submissions.yaml demands of them, and
// that ReadSubmissions gives back what was declared.
func TestKattisSubmissions(t *testing.T) {
	pkgDir, m := fakePackage(t, "caro", caroLike)
	src := t.TempDir()
	subs := declaredShapes()
	opt := Options{KattisVersion: Kattis2023}
	for _, s := range subs {
		path := filepath.Join(src, s.file)
		put(t, path, "// "+s.file+"\n")
		opt.Submissions = append(opt.Submissions, Submission{Path: path, Expected: s.expected})
	}
	t.Run("legacy has no rejected folder", func(t *testing.T) {
		opt := opt
		opt.KattisVersion = KattisLegacy
		out := filepath.Join(t.TempDir(), "kattis")
		if err := Export(pkgDir, "kattis", out, opt); err != nil {
			t.Fatal(err)
		}
		// mixed.py fails subtask 1 first, with WA.
		readFile(t, filepath.Join(out, "submissions/wrong_answer/mixed.py"))
	})
	for _, scoring := range []string{ScoringPerTest, ScoringGroupMin} {
		t.Run(scoring, func(t *testing.T) {
			opt.Scoring = scoring
			out := filepath.Join(t.TempDir(), "kattis")
			if err := Export(pkgDir, "kattis", out, opt); err != nil {
				t.Fatal(err)
			}
			var decl map[string]map[string]any
			if err := yaml.Unmarshal(readFile(t, filepath.Join(out, "submissions/submissions.yaml")), &decl); err != nil {
				t.Fatal(err)
			}
			for _, s := range subs {
				rel := s.dir + "/" + s.file
				if got := string(readFile(t, filepath.Join(out, "submissions", rel))); got != "// "+s.file+"\n" {
					t.Errorf("submissions/%s holds %q", rel, got)
				}
				entry, found := decl[rel]
				if !found {
					t.Errorf("submissions.yaml has no entry %s", rel)
					continue
				}
				want := s.perTest
				if scoring == ScoringGroupMin {
					want = s.groupMin
				}
				if !sameScore(entry["score"], want) {
					t.Errorf("%s: score %v, want %v", rel, entry["score"], want)
				}
				checkSubtaskRules(t, rel, entry, s.expected, m)
			}
			checkSubmissionsReadBack(t, filepath.Join(out, "submissions"), m, subs)
		})
	}
}

// declaredSub is a submission TestKattisSubmissions exports: its verdicts
// per subtask, the folder they call for, and the score submissions.yaml
// must give it.
type declaredSub struct {
	file     string
	expected []problem.Verdict
	dir      string
	perTest  any // score in submissions.yaml for per-test scoring
	groupMin any // and for group-min scoring
}

// declaredShapes are CARO.md's verdict shapes (on caroLike's weights 30,
// 30, 40 and 4, 3, 3 tests), and a mixed one that only rejected/ holds.
func declaredShapes() []declaredSub {
	ok, wa, tle := problem.OK, problem.WA, problem.TLE
	return []declaredSub{
		{"count_around.cpp", []problem.Verdict{ok, ok, ok}, "accepted", 100.0, 100.0},
		{"line_scan.cpp", []problem.Verdict{ok, ok, tle}, "time_limit_exceeded", []any{60.0, 60 + 40*2/3.0}, 60.0},
		{"full_scan.cpp", []problem.Verdict{ok, tle, tle}, "time_limit_exceeded", []any{30.0, 30 + 20 + 40*2/3.0}, 30.0},
		{"endpoint.cpp", []problem.Verdict{wa, wa, wa}, "wrong_answer", []any{0.0, 30*3/4.0 + 20 + 40*2/3.0}, 0.0},
		{"mixed.py", []problem.Verdict{wa, ok, problem.MLE}, "rejected", []any{30.0, 30*3/4.0 + 30 + 40*2/3.0}, 30.0},
	}
}

// checkSubtaskRules checks submissions.yaml's rule for each subtask of
// the submission at rel: AC permitted, and where it is expected to fail,
// that failure permitted and required.
func checkSubtaskRules(t *testing.T, rel string, entry map[string]any, expected []problem.Verdict, m *testpkg.Manifest) {
	for i, v := range expected {
		rule, _ := entry["secret/"+m.Subtasks[i].Group].(map[string]any)
		code, _ := kattisVerdict(v)
		wantPermitted := []any{"AC"}
		if code != "AC" {
			wantPermitted = append(wantPermitted, code)
			if req, _ := rule["required"].([]any); !slices.Equal(req, []any{code}) {
				t.Errorf("%s subtask %d: required %v, want [%s]", rel, i+1, rule["required"], code)
			}
		}
		if per, _ := rule["permitted"].([]any); !slices.Equal(per, wantPermitted) {
			t.Errorf("%s subtask %d: permitted %v, want %v", rel, i+1, rule["permitted"], wantPermitted)
		}
	}
}

// checkSubmissionsReadBack checks that ReadSubmissions, on the exported
// submissions folder dir, finds every submission of subs with its
// declared verdicts, as far as Kattis can tell them apart.
func checkSubmissionsReadBack(t *testing.T, dir string, m *testpkg.Manifest, subs []declaredSub) {
	back, err := ReadSubmissions(dir, m)
	if err != nil {
		t.Fatal(err)
	}
	if len(back) != len(subs) {
		t.Fatalf("ReadSubmissions found %d programs, want %d", len(back), len(subs))
	}
	for _, b := range back {
		i := slices.IndexFunc(subs, func(s declaredSub) bool { return s.file == filepath.Base(b.Path) })
		want := slices.Clone(subs[i].expected)
		for k, v := range want {
			if v == problem.MLE { // Kattis knows it only as RTE
				want[k] = problem.RE
			}
		}
		if !slices.Equal(b.Expected, want) {
			t.Errorf("%s read back as %v, want %v", b.Path, b.Expected, want)
		}
	}
}

// sameScore compares a decoded YAML score (number or [lo, hi]) with want.
func sameScore(got, want any) bool {
	num := func(v any) (float64, bool) {
		switch x := v.(type) {
		case int:
			return float64(x), true
		case float64:
			return x, true
		}
		return 0, false
	}
	if w, ok := want.([]any); ok {
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			return false
		}
		for i := range w {
			if !sameScore(g[i], w[i]) {
				return false
			}
		}
		return true
	}
	g, ok1 := num(got)
	w, ok2 := num(want)
	return ok1 && ok2 && math.Abs(g-w) < 1e-9
}

func TestKattisDir(t *testing.T) {
	cases := []struct {
		codes []string
		want  string
	}{
		{[]string{"AC", "AC"}, "accepted"},
		{[]string{"AC", "WA"}, "wrong_answer"},
		{[]string{"TLE", "AC", "TLE"}, "time_limit_exceeded"},
		{[]string{"RTE"}, "run_time_error"},
		{[]string{"WA", "TLE"}, "rejected"},
	}
	for _, c := range cases {
		if got := kattisDir(c.codes); got != c.want {
			t.Errorf("kattisDir(%v) = %s, want %s", c.codes, got, c.want)
		}
	}
}

func TestSubmissionRefusals(t *testing.T) {
	pkgDir, _ := fakePackage(t, "caro", caroLike)
	src := t.TempDir()
	a, b := filepath.Join(src, "a", "sol.cpp"), filepath.Join(src, "b", "sol.cpp")
	put(t, a, "a")
	put(t, b, "b")
	ok := []problem.Verdict{problem.OK, problem.OK, problem.OK}
	cases := []struct {
		name string
		subs []Submission
		want string
	}{
		{"too few verdicts", []Submission{{Path: a, Expected: ok[:2]}}, "declares 2 verdicts for 3 subtasks"},
		{"compile error", []Submission{{Path: a, Expected: []problem.Verdict{problem.CE, problem.CE, problem.CE}}}, "cannot be declared"},
		{"same name twice", []Submission{{Path: a, Expected: ok}, {Path: b, Expected: ok}}, "both be submissions/accepted/sol.cpp"},
		{"missing file", []Submission{{Path: filepath.Join(src, "none.cpp"), Expected: ok}}, "none.cpp"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := Export(pkgDir, "kattis", filepath.Join(t.TempDir(), "out"), Options{Submissions: c.subs})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("Export = %v, want %q", err, c.want)
			}
		})
	}
}

// TestSubmissionRuleWithoutOneVerdict: a rule that names no single
// verdict (joc7's counters.py: "permitted: [AC, TLE]" on subtask 1)
// leaves the program to its folder's default and ships its rules as
// written, where reading it was an error.
func TestSubmissionRuleWithoutOneVerdict(t *testing.T) {
	pkgDir, m := fakePackage(t, "caro", caroLike)
	src := t.TempDir()
	put(t, filepath.Join(src, "time_limit_exceeded", "slow.py"), "print(0)\n")
	rule := "time_limit_exceeded/slow.py:\n"
	for _, st := range m.Subtasks {
		rule += "  secret/" + st.Group + ":\n    permitted: [AC, TLE]\n"
	}
	put(t, filepath.Join(src, "submissions.yaml"), rule)
	subs, err := ReadSubmissions(src, m)
	if err != nil {
		t.Fatal(err)
	}
	if len(subs) != 1 || subs[0].Expected != nil || subs[0].Folder != "time_limit_exceeded" || subs[0].Rules == nil {
		t.Fatalf("ReadSubmissions = %+v, want the folder's default with its rules", subs)
	}
	out := filepath.Join(t.TempDir(), "k")
	if err := Export(pkgDir, "kattis", out, Options{Submissions: subs, KattisVersion: Kattis2025}); err != nil {
		t.Fatal(err)
	}
	var decl map[string]map[string]struct{ Permitted []string }
	unmarshalYAML(t, filepath.Join(out, "submissions/submissions.yaml"), &decl)
	for _, st := range m.Subtasks {
		if got := decl["time_limit_exceeded/slow.py"]["secret/"+st.Group].Permitted; !slices.Equal(got, []string{"AC", "TLE"}) {
			t.Errorf("secret/%s: permitted %q, want [AC TLE] as written", st.Group, got)
		}
	}
}

// TestRepositorySubmissionsOneKeyEach: in the repository's
// submissions/*/submissions.yaml no program is matched by two keys.
// BAPCtools applies every key that matches a program (expectations.py
// Expectations.all_matches combines them all), carokit the most specific
// one; with one key each they read the same rules (a wrong_answer/* key
// beside wrong_answer/stride_4096.cpp made BAPCtools demand WA of it on
// subtask 1, where it is AC).
func TestRepositorySubmissionsOneKeyEach(t *testing.T) {
	files, _ := filepath.Glob("../submissions/*/submissions.yaml")
	if len(files) < 3 {
		t.Fatalf("found %d submissions.yaml files, want caro's, havannah's and joc7's", len(files))
	}
	for _, file := range files {
		var rules map[string]any
		unmarshalYAML(t, file, &rules)
		dir := filepath.Dir(file)
		for _, folder := range kattisDirs {
			ents, _ := os.ReadDir(filepath.Join(dir, folder))
			for _, e := range ents {
				rel := folder + "/" + e.Name()
				var keys []string
				for key := range rules {
					if m, _ := path.Match(key, rel); m || key == folder {
						keys = append(keys, key)
					}
				}
				if len(keys) > 1 {
					t.Errorf("%s: %s is matched by %q: BAPCtools applies them all", file, rel, keys)
				}
			}
		}
	}
}
