package problems

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"carokit/export"
	"carokit/judge"
	"carokit/problem"
	"carokit/problems/folder"
	"carokit/report"
	"carokit/runner"
	"carokit/testpkg"
)

// asFolderPlans are small plans of the built-ins, a test or two per
// subtask, so that judging every submission twice stays cheap (Joc 7's
// boards small enough that all_lines, O(K·N⁴), stays far below its 0.1 s).
var asFolderPlans = map[string]string{
	"caro": `@subtask 1
sample sample
mid-fill --n 15 --dir h --gap 2
long-run --n 15 --len 6 --dir d --pos 3
@subtask 2
long-run --n 300 --k 20000 --len 6 --dir h --pos 2 --at 95%
@subtask 3
long-run --n 1000 --k 30000 --len 7 --dir v --pos 3 --at 99%
`,
	"duiyi": `@subtask 1
line --n 100 --k 2000 --dir h --at 97%
long-run --n 200 --k 5000 --len 7 --dir h --pos 3 --at 98%
`,
	"havannah": `@subtask 1
sample sample
minimal --t 20
@subtask 2
bridge --s 300 --pad 4
`,
	"joc7": `@subtask 1
sample c1
sample c2
@subtask 2
lines --c 1 --n 20 --k 10 --from 0 --at last
lines --c 1 --n 19 --k 10 --from 38 --at last
@subtask 3
lines --c 2 --n 20 --k 10 --from 40 --at last
lines --c 2 --n 19 --k 10 --from 0 --at random --nowin 2
`,
}

// asFolder is how a built-in goes through its Kattis export.
type asFolder struct {
	name string
	// stdio: the problem is judged by files (joc7.in, joc7.out), which
	// the Kattis format cannot express: it is exported with --stdio, and
	// the submissions shipped are its own adapted to standard streams
	// the way a setter adapts them for that export (adaptStdio), since
	// the export ships only the submissions it is given.
	stdio bool
	// differs are the verdicts the folder gives that the built-in does
	// not, by design: submission → the folder's verdicts.
	differs map[string]string
	// skip are submissions left out of the comparison, with the reason.
	skip map[string]string
}

var asFolders = []asFolder{
	{name: "caro"},
	{name: "duiyi"},
	{name: "havannah"},
	{name: "joc7", stdio: true,
		differs: map[string]string{
			// It reads standard input, wrong when the tests are files
			// (WA, "no joc7.out"), right on the standard-streams version.
			"wrong_answer/reads_stdin.cpp": "OK OK OK",
		},
		skip: map[string]string{
			// Python's start alone is most of the 0.1 s: OK or TLE
			// by the machine's load, on either side.
			"time_limit_exceeded/counters.py": "timing",
		}},
}

// TestBuiltinsAsFolders checks issue 26's promise that a built-in
// exports to a folder carokit --problem DIR reads, and that judging that
// folder gives the same table: for each built-in with submissions, a
// small package is exported to kattis with the submissions and the
// checker (Joc 7, judged by files, with --stdio and its submissions
// adapted to standard streams), the export opened as a folder problem,
// built and judged, and each submission's verdict per subtask ("OK WA
// TLE", compile errors included) compared with the built-in's, but for
// the differences asFolders declares.
func TestBuiltinsAsFolders(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and judges two packages per problem")
	}
	for _, af := range asFolders {
		t.Run(af.name, func(t *testing.T) {
			name := af.name
			subs, err := filepath.Abs(filepath.Join("..", "submissions", name))
			if err != nil {
				t.Fatal(err)
			}
			p, err := Lookup(name)
			if err != nil {
				t.Fatal(err)
			}
			if got := p.Spec().IO.Files(); got != af.stdio {
				t.Fatalf("%s judged by files: %v, asFolders says %v", name, got, af.stdio)
			}
			ctx := context.Background()
			pkg := filepath.Join(t.TempDir(), name)
			m := buildDraft(t, p, pkg, []byte(asFolderPlans[name]))
			shipped := subs
			if af.stdio {
				shipped = adaptStdio(t, subs, p.Spec().IO)
			}
			opt := export.Options{Assets: p.Spec().Assets, MaxTestBytes: p.Spec().MaxTestBytes, Files: p.Spec().IO, Stdio: af.stdio}
			if opt.Submissions, err = export.ReadSubmissions(shipped, m); err != nil {
				t.Fatal(err)
			}
			dir := filepath.Join(t.TempDir(), name)
			if err := export.Export(pkg, "kattis", dir, opt); err != nil {
				t.Fatal(err)
			}
			fp, err := folder.Open(ctx, dir, folder.Options{Warnings: func(w string) { t.Log("folder: " + w) }})
			if err != nil {
				t.Fatal(err)
			}
			fpkg := filepath.Join(t.TempDir(), name)
			buildDraft(t, fp, fpkg, nil)
			want := verdictTable(t, p, pkg, subs)
			got := verdictTable(t, fp, fpkg, filepath.Join(dir, "submissions"))
			if len(want) == 0 {
				t.Fatal("the built-in judged no submission")
			}
			compareTables(t, af, want, got)
		})
	}
}

// compareTables reports where the folder's table (got) and the
// built-in's (want) differ, but for af's declared differences.
func compareTables(t *testing.T, af asFolder, want, got map[string]string) {
	t.Helper()
	for sub, w := range want {
		if af.skip[sub] != "" {
			continue
		}
		if d, ok := af.differs[sub]; ok {
			if d == w {
				t.Errorf("%s: declared to differ, but the built-in gives %s too", sub, w)
			}
			w = d
		}
		if g, ok := got[sub]; !ok {
			t.Errorf("%s: judged on the built-in (%s), not on the folder", sub, w)
		} else if g != w {
			t.Errorf("%s: the folder gives %s, want %s (the built-in gives %s)", sub, g, w, want[sub])
		}
	}
	for sub := range got {
		if _, ok := want[sub]; !ok {
			t.Errorf("%s: judged on the folder only", sub)
		}
	}
}

// stdioEdits are the rewrites that make a submission of a file-I/O
// problem read standard input and write standard output, the file names
// put in: C and C++'s fopen of the files, Python's open.
var stdioEdits = []struct{ from, to string }{
	{`std::fopen("{in}", "r")`, "stdin"},
	{`std::fopen("{out}", "w")`, "stdout"},
	{`open("{in}")`, "open(0)"},
	{`open("{out}", "w")`, `open(1, "w")`},
}

// adaptStdio copies the submissions folder subs with every program's
// file I/O rewritten to standard streams (stdioEdits), as a setter
// ships them with an --stdio export (which ships only the submissions
// given); a program still naming a file after that fails the test, so
// that a new submission is not silently judged unadapted. One reading
// standard input already is copied as it is.
func adaptStdio(t *testing.T, subs string, files problem.IO) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "stdio-submissions")
	err := filepath.WalkDir(subs, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(subs, path)
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		text := string(data)
		if ext := filepath.Ext(path); ext == ".cpp" || ext == ".c" || ext == ".py" {
			for _, e := range stdioEdits {
				from := strings.NewReplacer("{in}", files.Input, "{out}", files.Output).Replace(e.from)
				text = strings.ReplaceAll(text, from, e.to)
			}
			for _, f := range []string{files.Input, files.Output} {
				if strings.Contains(text, `"`+f+`"`) {
					t.Errorf("%s still opens %s: add its way of opening files to stdioEdits", rel, f)
				}
			}
		}
		dst := filepath.Join(out, rel)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		return os.WriteFile(dst, []byte(text), 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// buildDraft builds a draft package of p in dir with plan (nil: p's
// default plan): tests made, validated and answered, not certified.
func buildDraft(t *testing.T, p problem.Problem, dir string, plan []byte) *testpkg.Manifest {
	t.Helper()
	m, err := testpkg.Build(context.Background(), testpkg.Options{Problem: p, Out: dir, Seed: 1, Plan: plan, Draft: true, Jobs: 2})
	if err != nil {
		t.Fatalf("build %s: %v", dir, err)
	}
	return m
}

// verdictTable judges the submissions in subs on the package and returns
// each submission's verdicts per subtask ("OK WA TLE"), by its path in
// subs ("accepted/x.cpp").
func verdictTable(t *testing.T, p problem.Problem, pkg, subs string) map[string]string {
	t.Helper()
	// One time-out per subtask is enough for its verdict, and a second is
	// enough of a limit for these small tests: the time-limit submissions
	// ran to Havannah's 5 s on every large test, twice (46 s of the test).
	r, err := judge.Judge(context.Background(), judge.Options{Problem: p, PackageDir: pkg, SubmissionsDir: subs, Jobs: 2,
		Sandbox: runner.SandboxAuto, FailFast: judge.FailFastSubtask, TimeLimit: time.Second})
	if err != nil {
		t.Fatalf("judge %s: %v", pkg, err)
	}
	return tableOf(t, r, subs)
}

func tableOf(t *testing.T, r *report.Report, subs string) map[string]string {
	out := map[string]string{}
	for _, s := range r.Solutions {
		if s.Reference {
			continue
		}
		rel, err := filepath.Rel(subs, s.Source)
		if err != nil || strings.HasPrefix(rel, "..") {
			rel = s.Name
		}
		var vs []string
		for _, st := range s.Subtasks {
			vs = append(vs, fmt.Sprint(st.Verdict))
		}
		if s.CompileError != "" {
			vs = []string{"compile error"}
		}
		out[filepath.ToSlash(rel)] = strings.Join(vs, " ")
	}
	for _, n := range r.NotJudged {
		t.Logf("not judged: %v", n)
	}
	keys := make([]string, 0, len(out))
	for k := range out {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		t.Logf("%-40s %s", k, out[k])
	}
	return out
}
