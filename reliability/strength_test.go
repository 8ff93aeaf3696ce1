package reliability

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carokit/testpkg"
)

// TestDefaultStrength builds Caro's default package through the binary
// with --strength: the matrix it prints and the one manifest.json records
// show every mutant killed in every subtask where Caro declares it must
// die, and the two contestant bugs of issue 13 (never counting into row
// N; a row stride of 4096) are WA there. On CARO.md's own 30 tests
// (--plan article) both still pass, which is why the plan was extended.
func TestDefaultStrength(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two Caro packages and judges two C++ programs over them")
	}
	tmp := t.TempDir()
	pkg := filepath.Join(tmp, "caro")
	o := run(t, tmp, 5*time.Minute, "package", "--strength", "--out", pkg)
	if o.code != 0 {
		t.Fatalf("package --strength: %v\n%s", o, o.stdout)
	}
	m, err := testpkg.Load(pkg)
	if err != nil {
		t.Fatal(err)
	}
	if m.Strength == nil || len(m.Strength.Mutants) < 12 {
		t.Fatalf("manifest strength %+v: want Caro's mutants (12 or more)", m.Strength)
	}
	printed := strengthRows(o.stdout)
	for _, row := range m.Strength.Mutants {
		cells, ok := printed[row.Name]
		if !ok || len(cells) != len(row.Subtasks) {
			t.Errorf("--strength shows no row for %s (got %q)", row.Name, cells)
			continue
		}
		for i, v := range row.Subtasks {
			if v.MustDie && v.KilledBy == "" {
				t.Errorf("%s survives subtask %d, where it must die", row.Name, v.Subtask)
			}
			if cells[i] != strengthCellText(v) {
				t.Errorf("%s, subtask %d: --strength shows %q, manifest says %+v", row.Name, v.Subtask, cells[i], v)
			}
		}
	}
	if !strings.Contains(o.stdout, "strength: 18 mutants; subtask 1 all but stride4096, misnamed-winner may survive") {
		t.Errorf("no per-subtask survivors line in\n%s", o.stdout)
	}

	subs := issueBugs(t, tmp)
	// wantCode: 0 when both programs get their declared verdicts, 1 when
	// the package lets them through.
	judge := func(pkg string, wantCode int) map[string]string {
		// Neither program is declared to time out: a generous limit keeps
		// a loaded machine from turning one slow run into TLE.
		o := run(t, tmp, 5*time.Minute, "judge", "--package", pkg, "--submissions", subs, "--format", "json", "--time-limit", "5s")
		if o.code != wantCode {
			t.Fatalf("judge %s: %v, want exit %d\n%s", pkg, o, wantCode, o.stdout)
		}
		return verdictRows(t, o.stdout)
	}
	got := judge(pkg, 0)
	for name, want := range map[string]string{"stop_before_row_n.cpp": "WA WA WA", "stride_4096.cpp": "OK OK WA"} {
		if got[name] != want {
			t.Errorf("default package: %s gets %q, want %q", name, got[name], want)
		}
	}

	article := filepath.Join(tmp, "article")
	if o := run(t, tmp, 5*time.Minute, "package", "--plan", "article", "--allow-survivors", "--out", article); o.code != 0 {
		t.Fatalf("package --plan article: %v", o)
	}
	got = judge(article, 1)
	for _, name := range []string{"stop_before_row_n.cpp", "stride_4096.cpp"} {
		if got[name] != "OK OK OK" {
			t.Errorf("article package: %s gets %q, want OK OK OK (issue 13: the bugs it lets through)", name, got[name])
		}
	}
}

// TestArticleNeedsBorders: CARO.md's plan, built without
// --allow-survivors, fails the certification naming the first mutant it
// lets survive and the subtask (it has no win along the bottom row).
func TestArticleNeedsBorders(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the article's package")
	}
	tmp := t.TempDir()
	o := run(t, tmp, 5*time.Minute, "package", "--plan", "article", "--out", filepath.Join(tmp, "pkg"))
	want := "carokit: certification failed: subtask 1: no test kills the mutant stop-bottom (walks never count into row N: while (nr < N))"
	if o.code != 1 || !strings.HasPrefix(o.stderr, want) {
		t.Fatalf("%v; want exit 1 and stderr starting %q", o, want)
	}
	if _, err := os.Stat(filepath.Join(tmp, "pkg")); err == nil {
		t.Errorf("a failed certification left the package folder")
	}
}

// strengthCellText is what --strength prints for a cell.
func strengthCellText(v testpkg.MutantVerdict) string {
	switch {
	case v.KilledBy != "":
		return v.KilledBy
	case v.MustDie:
		return "SURVIVES"
	}
	return "- (may survive)"
}

// strengthRows reads the --strength table: mutant → its cells.
func strengthRows(out string) map[string][]string {
	rows := map[string][]string{}
	for _, line := range strings.Split(out, "\n") {
		if !strings.HasPrefix(line, "│") {
			continue
		}
		cells := strings.Split(strings.Trim(line, "│"), "│")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		rows[cells[0]] = cells[1:]
	}
	return rows
}

// issueBugs copies the two C++ programs of issue 13 into a submissions
// folder of their own, with their declared verdicts.
func issueBugs(t *testing.T, tmp string) string {
	t.Helper()
	src := filepath.Join("..", "submissions", "caro")
	dir := filepath.Join(tmp, "bugs")
	if err := os.MkdirAll(filepath.Join(dir, "wrong_answer"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"wrong_answer/stop_before_row_n.cpp", "wrong_answer/stride_4096.cpp", "submissions.yaml"} {
		data, err := os.ReadFile(filepath.Join(src, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// verdictRows reads judge --format json: program file name → its
// verdict per subtask.
func verdictRows(t *testing.T, out string) map[string]string {
	t.Helper()
	var rows []struct {
		Solution string `json:"solution"`
		Subtasks []struct {
			Verdict string `json:"verdict"`
		} `json:"subtasks"`
	}
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatalf("judge --format json: %v\n%s", err, out)
	}
	got := map[string]string{}
	for _, r := range rows {
		var v []string
		for _, s := range r.Subtasks {
			v = append(v, s.Verdict)
		}
		got[filepath.Base(r.Solution)] = strings.Join(v, " ")
	}
	return got
}
