package reliability

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// folderHostile are hostile programs of a folder problem
// (problems/folder/testdata/hostile, installed in a copy of its noref
// folder) run through the real binary: each case is selectable with
// -run 'TestFolderHostile/NAME'. TestHostilePrograms in problems/folder
// runs every program in every role through the package API.
var folderHostile = []struct {
	name, prog, dir string   // dir: where in the folder the program goes
	args            []string // the command, after --problem DIR
	code            int      // carokit's exit code
	mention         string   // in its output
	why             string
}{
	{"crash_output_validator", "crash.sh", "output_validator", []string{"package", "--out", "{out}"}, 1, "the output validator failed",
		"a crashing output validator fails the build: a judge error, never the answers accepted"},
	{"escape_input_validator", "escape.sh", "input_validators", []string{"package", "--out", "{out}"}, 1, `\x1b]0;pwned`,
		"its rejection stops the build, its message on the terminal escaped"},
	{"flood_input_validator", "flood.c", "input_validators", []string{"package", "--out", "{out}"}, 1, "OLE (stdout over 8.0 MiB)",
		"200 MiB on each stream: stopped at the validators' output cap, a validator failure, its message a few escaped lines"},
	{"readsecrets_output_validator", "readsecrets.sh", "output_validator", []string{"package", "--out", "{out}"}, 0, "certified",
		"it sees its own test's files only (the answer it compares with): the package builds, zero.py caught"},
	{"forkbomb_generator", "forkbomb.c", "generators", []string{"gen", "--", "generators/forkbomb.c", "generator"}, 0, "1 2",
		"the process cap stops its forks, its children die with the run, its output is the input"},
}

func TestFolderHostile(t *testing.T) {
	src := filepath.Join("..", "problems", "folder", "testdata")
	home, _ := os.UserHomeDir()
	for _, c := range folderHostile {
		t.Run(c.name, func(t *testing.T) {
			tmp := t.TempDir()
			dir := filepath.Join(tmp, "p")
			if err := os.CopyFS(dir, os.DirFS(filepath.Join(src, "noref"))); err != nil {
				t.Fatal(err)
			}
			prog, err := os.ReadFile(filepath.Join(src, "hostile", c.prog))
			if err != nil {
				t.Fatal(err)
			}
			prog = []byte(strings.NewReplacer("@SECRET@", filepath.Join(dir, "data", "secret", "2.ans"), "@DIR@", dir, "@HOME@", home).Replace(string(prog)))
			if c.dir == "input_validators" {
				must(t, os.RemoveAll(filepath.Join(dir, c.dir)))
			}
			must(t, os.MkdirAll(filepath.Join(dir, c.dir), 0o755))
			must(t, os.WriteFile(filepath.Join(dir, c.dir, c.prog), prog, 0o644))
			args := []string{"--problem", dir}
			for _, a := range c.args {
				args = append(args, strings.ReplaceAll(a, "{out}", filepath.Join(tmp, "pkg")))
			}
			o := run(t, tmp, 5*time.Minute, args...)
			out := o.stdout + o.stderr
			if o.code != c.code || !strings.Contains(out, c.mention) {
				t.Fatalf("exit %d, want %d with %q: %s\n%s", o.code, c.code, c.mention, c.why, out[:min(len(out), 3000)])
			}
			if r := rawControl(out); r != "" {
				t.Errorf("raw %q reached the terminal: %s", r, c.why)
			}
			if len(o.stderr) > 16<<10 {
				t.Errorf("%d bytes on stderr: a validator's flood must not reach the terminal", len(o.stderr))
			}
			checkNoFixtureLeft(t)
		})
	}
}
