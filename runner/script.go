package runner

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"
)

// pythonWhere prints the interpreter's major version, the real
// executable and its installation's folders (Python 2 and 3 alike).
const pythonWhere = `import sys
print(sys.version_info[0])
print(sys.executable)
print(sys.prefix)
print(sys.base_prefix if hasattr(sys, "base_prefix") else sys.prefix)`

// pythonCheck compiles every source file without running it (no .pyc is
// written).
const pythonCheck = `import sys
for src in sys.argv[1:]:
    with open(src, "rb") as f:
        compile(f.read(), src, "exec")`

// python2Tools are the Python 2 interpreters tried in turn, as BAPCtools
// tries pypy2 then python2.
var python2Tools = []string{"python2", "pypy2", "pypy"}

// preparePython finds the real interpreter on the host (past wrappers
// such as pyenv shims, whose start-up time would count as the program's
// CPU time), then checks the syntax of every file in the sandbox, like a
// compiler. A Python 2 program (a .py2 file, a python2 shebang, or a .py
// file Python 3 cannot read that has a print statement) runs with
// Python 2 (preparePython2).
func preparePython(ctx context.Context, s Source, name, interp string, opt Compile) (Program, error) {
	if interp == "python2" {
		return preparePython2(ctx, s, name, ".py2 file", opt)
	}
	if why := python2Shebang(s); why != "" {
		return preparePython2(ctx, s, name, why, opt)
	}
	if _, err := lookTool(s, interp); err != nil {
		return Program{}, err
	}
	py, prefixes, err := pythonInterp(ctx, interp, 3)
	if err != nil {
		return Program{}, fmt.Errorf("prepare %s: %w", name, err)
	}
	if err := checkPython(ctx, s, py, prefixes, opt); err != nil {
		var ce *CompileError
		if why := printStatement(s); errors.As(err, &ce) && why != "" {
			return preparePython2(ctx, s, name, why, opt)
		}
		return Program{}, err
	}
	return pythonProgram(s, name, py, prefixes), nil
}

// preparePython2 prepares a Python 2 program with the first Python 2
// interpreter that runs here; without one it is not runnable (listed as
// not judged, as BAPCtools skips a language it has no interpreter for),
// never a compile error. why says what made it Python 2.
func preparePython2(ctx context.Context, s Source, name, why string, opt Compile) (Program, error) {
	s.Lang = "Python 2"
	for _, tool := range python2Tools {
		if _, err := exec.LookPath(tool); err != nil {
			continue
		}
		py, prefixes, err := pythonInterp(ctx, tool, 2)
		if err != nil {
			continue // a pyenv shim with no Python 2 selected, a pypy 3
		}
		if err := checkPython(ctx, s, py, prefixes, opt); err != nil {
			return Program{}, err
		}
		return pythonProgram(s, name, py, prefixes), nil
	}
	return Program{}, notRunnable(s.Path, "a Python 2 program (%s), and no Python 2 interpreter runs here (%s): install python2, or port it to Python 3",
		why, strings.Join(python2Tools, ", "))
}

// pythonFound is one answer of pythonQuery, kept for the process.
type pythonFound struct {
	py       string
	prefixes []string
}

// pythonSeen holds pythonQuery's answers by tool, major version and
// $PATH: a pyenv shim costs a few hundred processes per query, and a
// package of Python programs prepares dozens of them.
var pythonSeen sync.Map // string → pythonFound

// pythonInterp is pythonQuery, asked once per process for each tool,
// major version and $PATH (a failure is asked again: it may be a
// cancelled context).
func pythonInterp(ctx context.Context, tool string, major int) (string, []string, error) {
	key := fmt.Sprint(tool, "\x00", major, "\x00", os.Getenv("PATH"))
	if f, ok := pythonSeen.Load(key); ok {
		f := f.(pythonFound)
		return f.py, slices.Clone(f.prefixes), nil
	}
	py, prefixes, err := pythonQuery(ctx, tool, major)
	if err == nil {
		pythonSeen.Store(key, pythonFound{py, slices.Clone(prefixes)})
	}
	return py, prefixes, err
}

// pythonQuery runs tool's own query on the host: its real executable
// and its installation's folders, checking it is Python major.
func pythonQuery(ctx context.Context, tool string, major int) (string, []string, error) {
	cctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	var stdout limitedBuffer
	stdout.limit = 64 << 10
	cmd := exec.CommandContext(cctx, tool, "-c", pythonWhere)
	cmd.Stdout = &stdout
	if err := cmd.Run(); err != nil {
		return "", nil, fmt.Errorf("%s: %w", tool, err)
	}
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	if len(lines) < 4 || lines[0] != fmt.Sprint(major) {
		return "", nil, fmt.Errorf("%s is not Python %d", tool, major)
	}
	py := tool
	if real := lines[1]; filepath.IsAbs(real) {
		if st, err := os.Stat(real); err == nil && st.Mode().IsRegular() {
			py = real
		}
	}
	if !filepath.IsAbs(py) {
		var err error
		if py, err = exec.LookPath(py); err != nil {
			return "", nil, err
		}
	}
	return py, installFolders(lines[2:]...), nil
}

// pythonProgram runs s's entry file with py. The sandbox shows the source
// (or the submission's folder: Python imports its neighbours) and the
// interpreter's installation (a pyenv one lives under the home folder,
// which is not shown).
func pythonProgram(s Source, name, py string, prefixes []string) Program {
	expose := []string{s.Main}
	if s.Dir != "" {
		expose = []string{s.Dir}
	}
	for _, prefix := range prefixes {
		if prefix != "/usr" && !slices.Contains(expose, prefix) {
			expose = append(expose, prefix)
		}
	}
	return Program{Name: name, Path: py, Args: []string{s.Main}, Expose: expose}
}

// checkPython compiles copies of s's files with py, sandboxed.
func checkPython(ctx context.Context, s Source, py string, prefixes []string, opt Compile) error {
	return checkScript(ctx, s, py, prefixes, []string{"PYTHONDONTWRITEBYTECODE=1"}, func(c Source) []string {
		return append([]string{"-c", pythonCheck}, c.Files...)
	}, opt)
}

// checkScript runs an interpreter's syntax check (args of c, the copy of
// s) in the sandbox, as a compile.
func checkScript(ctx context.Context, s Source, tool string, expose, env []string, args func(c Source) []string, opt Compile) error {
	sandboxed, err := compileSandboxed(opt.Sandbox)
	if err != nil {
		return fmt.Errorf("prepare %s: %w", filepath.Base(s.Path), err)
	}
	passed := checkedMark(tool, env, args, s, opt)
	if passed != "" {
		if _, err := os.Stat(passed); err == nil {
			return nil
		}
	}
	b, copied, err := newBuildDir(os.TempDir(), s, sandboxed)
	if err != nil {
		return fmt.Errorf("prepare %s: %w", filepath.Base(s.Path), err)
	}
	defer b.remove()
	j := compileJob{opt: opt, tool: tool, env: env, expose: expose, source: s.Path, args: args(copied)}
	res, err := b.run(ctx, j)
	if err != nil {
		return err
	}
	if err := b.failure(j, res); err != nil {
		return err
	}
	if passed != "" && os.MkdirAll(filepath.Dir(passed), 0o755) == nil {
		_ = os.WriteFile(passed, nil, 0o644) // only a saving: a check not kept runs again
	}
	return nil
}

// checkedMark is the file in the cache folder whose presence says the
// interpreter's check of s passed: its name is the cache key of the
// interpreter (path, size, time), the check's arguments and environment,
// and every file's name and bytes, as a compiled binary's is. "" when
// there is no cache folder.
func checkedMark(tool string, env []string, args func(c Source) []string, s Source, opt Compile) string {
	dir := opt.CacheDir
	if dir == "" {
		var err error
		if dir, err = DefaultCacheDir(); err != nil {
			return ""
		}
	}
	key, err := cacheKey(tool, append([]string{"syntax check"}, args(Source{})...), env, s.All)
	if err != nil {
		return ""
	}
	return filepath.Join(dir, key+".checked")
}

// python2Line is a python2 shebang (problemtools' and BAPCtools' rule).
var python2Line = regexp.MustCompile(`^#!.*python2\b`)

// python2Shebang says why s is Python 2 by its entry file's first line,
// "" when it is not.
func python2Shebang(s Source) string {
	b, err := readSourceFile(s.Main)
	if err != nil {
		return ""
	}
	first, _, _ := bytes.Cut(b, []byte("\n"))
	if python2Line.Match(first) {
		return "a python2 shebang"
	}
	return ""
}

// printLine is Python 2's print statement: print, a space, then
// something that cannot start Python 3's print(...) call or a name
// bound to print.
var printLine = regexp.MustCompile(`(?m)^[ \t]*print[ \t]+(["'\w]|>>)`)

// printStatement says where s has a Python 2 print statement ("print
// statement, sol.py line 3"), "" when none.
func printStatement(s Source) string {
	for _, f := range s.Files {
		b, err := readSourceFile(f)
		if err != nil {
			continue
		}
		if loc := printLine.FindIndex(b); loc != nil {
			return fmt.Sprintf("a print statement, %s line %d", filepath.Base(f), bytes.Count(b[:loc[0]], []byte("\n"))+1)
		}
	}
	return ""
}

// prepareShell runs a shell script with its shell (sh file.sh, bash
// file.bash, as BAPCtools does: the shebang and the execute bit do not
// matter), after the shell's syntax check (sh -n) in the sandbox.
func prepareShell(ctx context.Context, s Source, name, shell string, opt Compile) (Program, error) {
	tool, err := lookTool(s, shell)
	if err != nil {
		return Program{}, err
	}
	err = checkScript(ctx, s, tool, nil, nil, func(c Source) []string { return []string{"-n", c.Main} }, opt)
	if err != nil {
		return Program{}, err
	}
	expose := []string{s.Main}
	if s.Dir != "" {
		expose = []string{s.Dir}
	}
	return Program{Name: name, Path: tool, Args: []string{s.Main}, Expose: expose}, nil
}
