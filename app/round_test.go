package app

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCaroTable builds CARO.md's package (the plan "article", which lets
// some mutants survive) and judges the fast built-ins as child
// processes: the scores are CARO.md's (the slow ones' TLE rows are
// certified by work in the package build).
func TestCaroTable(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the 35 MB article package")
	}
	pkg := filepath.Join(t.TempDir(), "caro")
	if code, _, errOut := run(t, "", "package", "--plan", "article", "--allow-survivors", "--out", pkg); code != 0 {
		t.Fatalf("package: exit %d: %s", code, errOut)
	}
	code, out, errOut := run(t, "", "judge", "--package", pkg, "--format", "json",
		"--solution", "fast", "--solution", "endpoint", "--solution", "exact5", "--solution", "noanti")
	if code != 0 {
		t.Fatalf("judge: exit %d: %s\n%s", code, errOut, out)
	}
	var rows []struct {
		Solution    string  `json:"solution"`
		Score       float64 `json:"score"`
		ExpectedMet bool    `json:"expected_met"`
		Subtasks    []struct {
			Verdict string `json:"verdict"`
			Passed  int    `json:"passed"`
			Total   int    `json:"total"`
		} `json:"subtasks"`
	}
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatalf("judge --format json: %v\n%s", err, out)
	}
	want := map[string]string{
		"fast":     "100.0 OK 10/10 OK 9/9 OK 11/11",
		"endpoint": "38.9 WA 6/10 WA 3/9 WA 3/11",
		"exact5":   "69.5 WA 8/10 WA 6/9 WA 7/11",
		"noanti":   "69.5 WA 8/10 WA 6/9 WA 7/11",
	}
	for _, r := range rows {
		got := strings.TrimSpace(formatRow(r.Score, r.Subtasks))
		if got != want[r.Solution] || !r.ExpectedMet {
			t.Errorf("%s: %s (expected met %v), want %s as in CARO.md", r.Solution, got, r.ExpectedMet, want[r.Solution])
		}
	}
	if len(rows) != 4 {
		t.Fatalf("%d rows, want 4", len(rows))
	}
}

func formatRow(score float64, subtasks []struct {
	Verdict string `json:"verdict"`
	Passed  int    `json:"passed"`
	Total   int    `json:"total"`
}) string {
	s := fmt.Sprintf("%.1f", score)
	for _, st := range subtasks {
		s += fmt.Sprintf(" %s %d/%d", st.Verdict, st.Passed, st.Total)
	}
	return s
}

// TestDuiyiRound: the second dialect goes through package, judge and
// stress with no change to the engine.
func TestDuiyiRound(t *testing.T) {
	pkg := filepath.Join(t.TempDir(), "duiyi")
	if code, _, errOut := run(t, "", "--problem", "duiyi", "package", "--out", pkg); code != 0 {
		t.Fatalf("package: exit %d: %s", code, errOut)
	}
	for name, want := range map[string]string{"01-htbest": "HtBest 9\n", "02-whz": "WHZ 22\n", "03-unk": "UNK 1\n"} {
		in := filepath.Join(pkg, "data", "sample", name+".in")
		code, out, errOut := run(t, "", "--problem", "duiyi", "solve", in)
		if code != 0 || out != want {
			t.Errorf("sample %s: exit %d, %q %s; want %q", name, code, out, errOut, want)
		}
	}
	code, out, errOut := run(t, "", "--problem", "duiyi", "judge", "--package", pkg, "--solution", "fast", "--solution", "exact5")
	if code != 0 || !strings.Contains(out, "OK 14/14") || !strings.Contains(out, "WA 12/14") {
		t.Fatalf("judge: exit %d\n%s%s", code, out, errOut)
	}
	code, out, errOut = run(t, "", "--problem", "duiyi", "stress", "--target", "noanti", "--seed", "7", "--cases", "5000", "--jobs", "2")
	if code != 1 || !strings.Contains(out, "K=9 N=5") {
		t.Fatalf("stress: exit %d, want 1 and a 9-move case on a 5-board\n%s%s", code, out, errOut)
	}
}

// TestStressSave: a failure is saved as a ready test file that validates.
func TestStressSave(t *testing.T) {
	saved := filepath.Join(t.TempDir(), "endpoint.in")
	code, out, _ := run(t, "", "stress", "--target", "endpoint", "--seed", "7", "--cases", "5000", "--save", saved)
	if code != 1 || !strings.Contains(out, "saved the shrunk test") {
		t.Fatalf("exit %d\n%s", code, out)
	}
	data, err := os.ReadFile(saved)
	if err != nil {
		t.Fatal(err)
	}
	if code, v, e := run(t, string(data), "validate"); code != 0 {
		t.Fatalf("saved test does not validate: %s %s", v, e)
	}
	if code, ans, _ := run(t, string(data), "solve", "--solution", "endpoint"); code != 0 || ans == "9\n" {
		t.Fatalf("endpoint answers the saved test right (%q): it is not a counterexample", ans)
	}
}
