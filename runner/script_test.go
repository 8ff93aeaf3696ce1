package runner

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carokit/problem"
)

// TestScripts: shell scripts run with their shell whatever their first
// line and mode (BAPCtools: sh file.sh, bash file.bash); a Python 2
// program is found by its extension, shebang or print statement and,
// with no Python 2 interpreter, is not runnable (the judge lists it as
// not judged), never a compile error of the submission.
func TestScripts(t *testing.T) {
	saved := python2Tools
	python2Tools = []string{"carokit-test-no-python2"}
	defer func() { python2Tools = saved }()
	cases := []struct {
		name, file string
		want       string // stdout on "2 3"; "" when it must not run
		notRun     string // in the NotRunnableError's reason
		compileErr bool
		why        string
	}{
		{"sh without shebang", "sum.sh", "5\n", "", false, "BAPCtools runs sh file.sh: no shebang, no execute bit needed (it aborted the build)"},
		{"bash", "sum.bash", "5\n", "", false, "a .bash file runs with bash: its arrays work"},
		{"shell syntax error", "broken.sh", "", "", true, "sh -n finds it before any test: CE, as a compiler would"},
		{"python 3", "sum3.py", "5\n", "", false, "Python 3 as before"},
		{"print statement", "sum2.py", "", "a print statement, sum2.py line 2", false,
			"Python 3 cannot read it and it prints the Python 2 way: Python 2, not judged without an interpreter (was CE)"},
		{"python2 shebang", "shebang2.py", "", "a python2 shebang", false, "problemtools' and BAPCtools' rule for .py files"},
		{".py2", "hello.py2", "", ".py2 file", false, "a .py2 file is Python 2 by its name"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := Prepare(context.Background(), filepath.Join("testdata", "scripts", c.file), t.TempDir())
			var nr *NotRunnableError
			var ce *CompileError
			switch {
			case c.notRun != "":
				if !errors.As(err, &nr) || !strings.Contains(nr.Reason, c.notRun) || !strings.Contains(nr.Reason, "Python 2") {
					t.Fatalf("got %v (%T), want not runnable: %s (%s)", err, err, c.notRun, c.why)
				}
				return
			case c.compileErr:
				if !errors.As(err, &ce) {
					t.Fatalf("got %v (%T), want a compile error (%s)", err, err, c.why)
				}
				return
			case err != nil:
				t.Fatalf("prepare: %v (%s)", err, c.why)
			}
			r, err := RunInput(context.Background(), p, []byte("2 3\n"), Limits{CPU: 2 * time.Second, Wall: 20 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			if r.Verdict != problem.OK || string(r.Stdout) != c.want {
				t.Errorf("%s (%s), stdout %q, stderr %q; want OK %q: %s", r.Verdict, r.Detail, r.Stdout, r.Stderr, c.want, c.why)
			}
		})
	}
}

// TestPython2Runs: where a Python 2 interpreter runs, a Python 2 program
// is judged with it (skipped elsewhere).
func TestPython2Runs(t *testing.T) {
	for _, f := range []string{"sum2.py", "shebang2.py"} {
		p, err := Prepare(context.Background(), filepath.Join("testdata", "scripts", f), t.TempDir())
		var nr *NotRunnableError
		if errors.As(err, &nr) {
			t.Skipf("no Python 2 here: %s", nr.Reason)
		}
		if err != nil {
			t.Fatal(err)
		}
		r, err := RunInput(context.Background(), p, []byte("2 3\n"), Limits{CPU: 2 * time.Second, Wall: 20 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		if r.Verdict != problem.OK || string(r.Stdout) != "5\n" {
			t.Errorf("%s: %s (%s), stdout %q, stderr %q; want OK 5", f, r.Verdict, r.Detail, r.Stdout, r.Stderr)
		}
	}
}
