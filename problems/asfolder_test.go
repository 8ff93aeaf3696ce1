package problems

import (
	"context"
	"fmt"
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
// subtask, so that judging every submission twice stays cheap.
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
}

// TestBuiltinsAsFolders checks issue 26's promise that a built-in
// exports to a folder carokit --problem DIR reads, and that judging that
// folder gives the same table: for each built-in with submissions, a
// small package is exported to kattis with the submissions and the
// checker, the export opened as a folder problem, built and judged, and
// each submission's verdict per subtask compared with the built-in's.
// joc7 is left out: its programs read joc7.in, which the Kattis format
// cannot give them (issue 27).
func TestBuiltinsAsFolders(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and judges two packages per problem")
	}
	for _, name := range []string{"caro", "duiyi", "havannah"} {
		t.Run(name, func(t *testing.T) {
			subs, err := filepath.Abs(filepath.Join("..", "submissions", name))
			if err != nil {
				t.Fatal(err)
			}
			p, err := Lookup(name)
			if err != nil {
				t.Fatal(err)
			}
			ctx := context.Background()
			pkg := filepath.Join(t.TempDir(), name)
			m := buildDraft(t, p, pkg, []byte(asFolderPlans[name]))
			opt := export.Options{Assets: p.Spec().Assets, MaxTestBytes: p.Spec().MaxTestBytes}
			if opt.Submissions, err = export.ReadSubmissions(subs, m); err != nil {
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
			for sub, w := range want {
				if g, ok := got[sub]; !ok {
					t.Errorf("%s: judged on the built-in (%s), not on the folder", sub, w)
				} else if g != w {
					t.Errorf("%s: the folder gives %s, the built-in %s", sub, g, w)
				}
			}
			for sub := range got {
				if _, ok := want[sub]; !ok {
					t.Errorf("%s: judged on the folder only", sub)
				}
			}
		})
	}
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
