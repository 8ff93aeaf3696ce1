package export

import (
	"path/filepath"
	"slices"
	"testing"

	"go.yaml.in/yaml/v3"

	"carokit/problem"
)

// TestPermittedOnly: Joc 7's submissions.yaml gives counters.py
// "permitted: [AC, TLE]" alone on subtask 1 (a CPython start may or may
// not fit 0.1 s), a rule judge accepts. ReadSubmissions took it for an
// error, so the Polygon export of joc7 with its own submissions failed;
// it reads TLE, only permitted, and the Kattis export writes the same
// rule back (nothing required there) and Polygon tags the program
// time-limit-exceeded (subtasks 2 and 3 require it).
func TestPermittedOnly(t *testing.T) {
	pkgDir, m := fakePackage(t, "joc7", caroLike)
	src := t.TempDir()
	put(t, filepath.Join(src, "accepted/counters.cpp"), "int main() {}\n")
	put(t, filepath.Join(src, "time_limit_exceeded/counters.cpp"), "int main() {}\n")
	put(t, filepath.Join(src, "submissions.yaml"), `time_limit_exceeded/counters.cpp:
  secret/subtask1:
    permitted: [AC, TLE]
  secret/subtask2:
    permitted: [AC, TLE]
    required: [TLE]
  secret/subtask3:
    permitted: [TLE, AC]
`)
	subs, err := ReadSubmissions(src, m)
	if err != nil {
		t.Fatal(err)
	}
	slow := subs[1]
	if want := []problem.Verdict{problem.TLE, problem.TLE, problem.TLE}; !slices.Equal(slow.Expected, want) || !slices.Equal(slow.Optional, []bool{true, false, true}) {
		t.Fatalf("read %v, optional %v; want %v, optional in subtasks 1 and 3", slow.Expected, slow.Optional, want)
	}
	out := filepath.Join(t.TempDir(), "kattis")
	if err := Export(pkgDir, "kattis", out, Options{Submissions: subs}); err != nil {
		t.Fatal(err)
	}
	var decl map[string]map[string]yaml.Node
	if err := yaml.Unmarshal(readFile(t, filepath.Join(out, "submissions/submissions.yaml")), &decl); err != nil {
		t.Fatal(err)
	}
	rules := map[string]kattisRule{}
	for group, node := range decl["time_limit_exceeded/counters.cpp"] {
		var r kattisRule
		if node.Decode(&r) == nil {
			rules[group] = r
		}
	}
	if r := rules["secret/subtask1"]; !slices.Equal(r.Permitted, []string{"AC", "TLE"}) || len(r.Required) != 0 {
		t.Errorf("subtask1 rule %+v, want permitted [AC, TLE] and nothing required", r)
	}
	if r := rules["secret/subtask2"]; !slices.Equal(r.Required, []string{"TLE"}) {
		t.Errorf("subtask2 rule %+v, want TLE required", r)
	}
	polygon := filepath.Join(t.TempDir(), "polygon")
	if err := Export(pkgDir, "polygon", polygon, Options{Submissions: subs}); err != nil {
		t.Fatalf("the polygon export of these submissions: %v", err)
	}
}
