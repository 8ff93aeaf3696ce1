package runner

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// makeTree creates files under dir: content "->TARGET" makes a symbolic
// link, a name ending in "/" a folder, and content starting "#!" an
// executable file.
func makeTree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		var err error
		switch {
		case strings.HasSuffix(name, "/"):
			err = os.MkdirAll(path, 0o755)
		case strings.HasPrefix(content, "->"):
			err = os.Symlink(content[2:], path)
		case strings.HasPrefix(content, "#!"):
			err = os.WriteFile(path, []byte(content), 0o755)
		default:
			err = os.WriteFile(path, []byte(content), 0o644)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

// javaWithMain is a Java class with a main method.
const javaWithMain = "public class Main { public static void main(String[] a) {} }"

// inspectTree is TestInspect's folder: one entry per rule (see makeTree).
var inspectTree = map[string]string{
	"good.c": "int main(){}", "upper.CPP": "", "capital.C": "", "plus.c++": "", "Mixed.Py": "", "Sol.java": "",
	"main.rs": "", "x.go": "", "file.xyz": "", "noext": "data", "script": "#!/bin/sh\n",
	"linked.c": "->good.c", "dangling.c": "->nowhere.c", "blob": "int main(){}", "named.cpp": "->blob",
	"multi/a.c": "", "multi/b.c": "", "multi/a.h": "", "multi/README.md": "", "multi/.hidden.c": "", "multi/notes.txt": "",
	"linkdir":    "->multi",
	"py/main.py": "", "py/helper.py": "",
	"pydunder/__main__.py": "", "pydunder/main.py": "",
	"pyone/solve.py": "",
	"pytwo/a.py":     "", "pytwo/b.py": "",
	"java/Main.java": javaWithMain, "java/Helper.java": "class Helper {}",
	"javatwo/Main.java": javaWithMain, "javatwo/javatwo.java": "public class javatwo { public static void main(String[] a) {} }",
	"javanone/A.java": "class A {}", "javanone/B.java": "class B {}",
	"rust/main.rs": "", "rust/util.rs": "",
	"rusttwo/a.rs": "", "rusttwo/b.rs": "",
	"mixed/a.c": "", "mixed/b.py": "",
	"docs/README": "", "docs/x.md": "",
	"holey/a.c": "", "holey/b.c": "->gone.c",
	"escape.c": "->/etc/passwd", "leaky/a.c": "", "leaky/b.c": "->/etc/passwd",
	"deep/x.c": "int main(){}", "updeep.c": "->deep/x.c", "leaky2/a.c": "->../good.c",
	"sub/a.c": "", "sub/inner/": "",
}

// TestInspect pins the discovery rules of a submission: the language from
// the extension in any case, links followed, folder entry points, files
// left out, and the reason for what cannot run.
func TestInspect(t *testing.T) {
	dir := t.TempDir()
	makeTree(t, dir, inspectTree)
	cases := []struct {
		name, path string
		lang       string // "" with reason "" : an executable run as is
		main       string // base name of Main
		files      int    // how many source files
		reason     string // in the NotRunnableError; "" when it runs
		why        string
	}{
		{"lower-case .c", "good.c", "C", "good.c", 1, "", "the plain case"},
		{"upper-case .CPP", "upper.CPP", "C++", "upper.CPP", 1, "", "extensions match in any case"},
		{".C is C++", "capital.C", "C++", "capital.C", 1, "", "problemtools lists *.C among C++ globs"},
		{".c++", "plus.c++", "C++", "plus.c++", 1, "", "a problemtools C++ glob"},
		{"mixed-case .Py", "Mixed.Py", "Python", "Mixed.Py", 1, "", "any case"},
		{"Java file", "Sol.java", "Java", "Sol.java", 1, "", "Java beside C, C++, Python, Go"},
		{"Rust file", "main.rs", "Rust", "main.rs", 1, "", "Rust beside them"},
		{"Go file", "x.go", "Go", "x.go", 1, "", "kept from before"},
		{"executable", "script", "", "script", 0, "", "an executable without extension runs as is"},
		{"link to a file", "linked.c", "C", "good.c", 1, "", "a link counts as what it points to"},
		{"link named by its extension", "named.cpp", "C++", "named.cpp", 1, "", "the name the user sees decides; compiled under it"},
		{"unknown extension", "file.xyz", "", "", 0, `unknown extension ".xyz"`, "not a language carokit knows"},
		{"plain file", "noext", "", "", 0, "neither a source file", "no extension and not executable"},
		{"dangling link", "dangling.c", "", "", 0, "dangling symbolic link", "nothing to run"},
		{"C folder", "multi", "C", "a.c", 2, "", "all .c files compiled together; header, README, hidden and .txt left out"},
		{"link to a folder", "linkdir", "C", "a.c", 2, "", "a link to a folder is that folder"},
		{"Python main.py", "py", "Python", "main.py", 2, "", "main.py is the entry point"},
		{"Python __main__.py first", "pydunder", "Python", "__main__.py", 2, "", "__main__.py beats main.py"},
		{"Python only file", "pyone", "Python", "solve.py", 1, "", "the only .py file"},
		{"Python no entry", "pytwo", "", "", 0, "no entry point", "two files, neither main"},
		{"Java class with main", "java", "Java", "Main.java", 2, "", "the only class declaring main"},
		{"Java named after folder", "javatwo", "Java", "javatwo.java", 2, "", "several mains: the folder's name wins"},
		{"Java no main", "javanone", "", "", 0, "no entry point", "no class declares main"},
		{"Rust main.rs", "rust", "Rust", "main.rs", 2, "", "main.rs is the crate root"},
		{"Rust no entry", "rusttwo", "", "", 0, "no entry point", "two files, no main.rs"},
		{"mixed languages", "mixed", "", "", 0, "mixes languages", "no rule picks one"},
		{"no sources", "docs", "", "", 0, "no source file", "only ignored files"},
		{"dangling link inside", "holey", "", "", 0, "dangling symbolic link", "part of the program is missing"},
		{"link out of its folder", "escape.c", "", "", 0, "outside", "a link named sol.c to /etc/shadow would be compiled and shown"},
		{"link out of a folder submission", "leaky", "", "", 0, "outside", "the same rule for the files of a folder"},
		{"link to its folder's parent", "leaky2", "", "", 0, "outside", "a folder's files are its own, not its neighbours'"},
		{"link into a subfolder", "updeep.c", "C", "x.c", 1, "", "a target under the link's folder is followed"},
		{"subfolder ignored", "sub", "C", "a.c", 1, "", "only files directly inside count"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := Inspect(filepath.Join(dir, c.path))
			var nr *NotRunnableError
			if c.reason != "" {
				if !errors.As(err, &nr) || !strings.Contains(nr.Reason, c.reason) {
					t.Fatalf("Inspect: %v; want not runnable, %q (%s)", err, c.reason, c.why)
				}
				return
			}
			if err != nil {
				t.Fatalf("Inspect: %v (%s)", err, c.why)
			}
			if s.Lang != c.lang || filepath.Base(s.Main) != c.main || len(s.Files) != c.files {
				t.Errorf("got %s, main %s, %d files; want %s, %s, %d (%s)", s.Lang, filepath.Base(s.Main), len(s.Files), c.lang, c.main, c.files, c.why)
			}
		})
	}
	// The folder's cache key covers its header too, not its README.
	s, err := Inspect(filepath.Join(dir, "multi"))
	if err != nil {
		t.Fatal(err)
	}
	if got := baseNames(s.All); got != "a.c a.h b.c" {
		t.Errorf("multi/ holds %q, want a.c a.h b.c", got)
	}
}

// TestIgnored pins which names a submissions folder skips silently.
func TestIgnored(t *testing.T) {
	cases := []struct {
		name string
		want bool
		why  string
	}{
		{".hidden.c", true, "hidden files are editor and VCS litter"},
		{"README", true, "documentation"},
		{"readme.md", true, "README in any case"},
		{"NOTES.MD", true, ".md in any case"},
		{"notes.txt", true, "text notes"},
		{"submissions.yaml", true, "the expectations file itself"},
		{"sol.c", false, "a source"},
		{"sol.xyz", false, "not ignored: listed as not judged instead"},
		{"Makefile", false, "not ignored: listed, since it is not documented as skipped"},
	}
	for _, c := range cases {
		if got := Ignored(c.name); got != c.want {
			t.Errorf("Ignored(%q) = %v, want %v: %s", c.name, got, c.want, c.why)
		}
	}
}

// TestMissingCompiler: a language whose compiler is not on this machine
// is a NotRunnableError naming the tool, listed by the judge as not
// judged, rather than a failure of the whole judge.
func TestMissingCompiler(t *testing.T) {
	dir := t.TempDir()
	makeTree(t, dir, map[string]string{"main.rs": "fn main() {}\n", "Sol.java": "public class Sol {}\n", "a.py": "print(1)\n"})
	t.Setenv("PATH", t.TempDir()) // nothing to find
	for _, c := range []struct{ file, tool string }{{"main.rs", "rustc"}, {"Sol.java", "javac"}, {"a.py", "python3"}} {
		_, err := Prepare(context.Background(), filepath.Join(dir, c.file), t.TempDir())
		var nr *NotRunnableError
		if !errors.As(err, &nr) || !strings.Contains(nr.Reason, c.tool+" is not installed") {
			t.Errorf("%s without %s: %v; want a NotRunnableError naming it", c.file, c.tool, err)
		}
	}
}
