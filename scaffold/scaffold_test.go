package scaffold_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"
	"go.yaml.in/yaml/v3"
	"pgregory.net/rapid"

	"carokit/scaffold"
)

// wantFiles is every file a new problem has: what the package comment
// promises and `carokit new` documents.
var wantFiles = []string{
	"data/sample/1.ans",
	"data/sample/1.in",
	"generators/gen.cpp",
	"generators/generators.yaml",
	"input_validators/validator.cpp",
	"problem.yaml",
	"statement/problem.en.md",
	"statement/problem.en.tex",
	"submissions/accepted/sol.cpp",
	"submissions/wrong_answer/wrong.cpp",
}

// problemYAML is the part of problem.yaml the tests read back.
type problemYAML struct {
	Version string            `yaml:"problem_format_version"`
	Type    string            `yaml:"type"`
	Name    map[string]string `yaml:"name"`
	UUID    string            `yaml:"uuid"`
	Credits string            `yaml:"credits"`
}

func readProblemYAML(t *testing.T, dir string) problemYAML {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "problem.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var p problemYAML
	if err := yaml.Unmarshal(data, &p); err != nil {
		t.Fatalf("problem.yaml does not parse: %v\n%s", err, data)
	}
	return p
}

// listFiles returns the slash paths of the regular files under dir.
func listFiles(t *testing.T, dir string) []string {
	t.Helper()
	var got []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			got = append(got, filepath.ToSlash(rel))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(got)
	return got
}

func TestWrite(t *testing.T) {
	tests := []struct {
		name     string
		prepare  func(t *testing.T, dir string) // makes what stands at dir before Write
		opt      scaffold.Options
		wantName string // "" = the folder's base name
		author   string
	}{
		{"a new folder, the name from its base name", func(*testing.T, string) {}, scaffold.Options{}, "", "unknown"},
		{"an empty folder is fine", func(t *testing.T, dir string) {
			if err := os.Mkdir(dir, 0o755); err != nil {
				t.Fatal(err)
			}
		}, scaffold.Options{Name: "Sum"}, "Sum", "unknown"},
		{"parents are created", func(*testing.T, string) {}, scaffold.Options{Name: "x"}, "x", "unknown"},
		{"a name YAML would misread is quoted", func(*testing.T, string) {}, scaffold.Options{Name: "yes: no # 50% {a}", Author: "Ann"}, "yes: no # 50% {a}", "Ann"},
	}
	for i, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "deep", "myproblem")
			if i != 2 {
				dir = filepath.Join(t.TempDir(), "myproblem")
			}
			tc.prepare(t, dir)
			if err := scaffold.Write(dir, tc.opt); err != nil {
				t.Fatalf("Write: %v", err)
			}
			if got := listFiles(t, dir); !slices.Equal(got, wantFiles) {
				t.Errorf("files:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(wantFiles, "\n"))
			}
			p := readProblemYAML(t, dir)
			want := tc.wantName
			if want == "" {
				want = "myproblem"
			}
			if p.Version != "2025-09" || p.Type != "pass-fail" || p.Name["en"] != want || p.Credits != tc.author {
				t.Errorf("problem.yaml reads %+v, want version 2025-09, pass-fail, name %q, credits %q", p, want, tc.author)
			}
			u, err := uuid.Parse(p.UUID)
			if err != nil || u.Version() != 4 || u.Variant() != uuid.RFC4122 {
				t.Errorf("uuid %q is not a random RFC 9562 uuid: %v", p.UUID, err)
			}
		})
	}
}

func TestWriteUUIDs(t *testing.T) {
	a, b := filepath.Join(t.TempDir(), "a"), filepath.Join(t.TempDir(), "b")
	pinned := "0b0c0d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e"
	if err := scaffold.Write(a, scaffold.Options{}); err != nil {
		t.Fatal(err)
	}
	if err := scaffold.Write(b, scaffold.Options{UUID: pinned}); err != nil {
		t.Fatal(err)
	}
	ua, ub := readProblemYAML(t, a).UUID, readProblemYAML(t, b).UUID
	if ub != pinned {
		t.Errorf("Options.UUID %s was written as %s", pinned, ub)
	}
	if ua == ub || ua == "" {
		t.Errorf("a new problem got uuid %q, like another", ua)
	}
}

func TestWriteRefuses(t *testing.T) {
	tests := []struct {
		name    string
		prepare func(t *testing.T, dir string)
		opt     scaffold.Options
		want    string // in the error
	}{
		{"a folder with a file: nothing is overwritten", func(t *testing.T, dir string) {
			writeFile(t, filepath.Join(dir, "problem.yaml"), "mine")
		}, scaffold.Options{}, "is not empty"},
		{"a file where the folder would be", func(t *testing.T, dir string) {
			writeFile(t, dir, "mine")
		}, scaffold.Options{}, "give a new or an empty folder"},
		{"an interactive problem is refused the same way", func(t *testing.T, dir string) {
			writeFile(t, filepath.Join(dir, "x"), "mine")
		}, scaffold.Options{Interactive: true}, "is not empty"},
		{"a name on two lines", func(*testing.T, string) {}, scaffold.Options{Name: "a\nb"}, "one line"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "p")
			tc.prepare(t, dir)
			before := snapshot(t, filepath.Dir(dir))
			err := scaffold.Write(dir, tc.opt)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Write: %v, want an error saying %q", err, tc.want)
			}
			if after := snapshot(t, filepath.Dir(dir)); after != before {
				t.Errorf("a refused Write changed the disk:\n%s\nwas:\n%s", after, before)
			}
		})
	}
}

func writeFile(t *testing.T, path, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// snapshot lists every path under dir with the content of its files.
func snapshot(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		b.WriteString(p)
		if !d.IsDir() {
			data, _ := os.ReadFile(p)
			b.WriteString(" = " + string(data))
		}
		b.WriteString("\n")
		return nil
	})
	return b.String()
}

// TestNames checks, for any one-line name, that problem.yaml reads it back
// as written and the statements hold it escaped.
func TestNames(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		name := rapid.StringMatching(`[^\n\r]{1,30}`).Draw(t, "name")
		files, err := scaffold.Files(scaffold.Values{Name: name, Author: name, UUID: "u"})
		if err != nil {
			t.Fatal(err)
		}
		var p problemYAML
		if err := yaml.Unmarshal(files["problem.yaml"], &p); err != nil {
			t.Fatalf("problem.yaml for name %q does not parse: %v\n%s", name, err, files["problem.yaml"])
		}
		if p.Name["en"] != name || p.Credits != name {
			t.Fatalf("name %q read back as %q, credits as %q", name, p.Name["en"], p.Credits)
		}
		tex := string(files["statement/problem.en.tex"])
		first, _, _ := strings.Cut(tex, "\n")
		arg, ok := strings.CutPrefix(first, `\problemname{`)
		arg, ok2 := strings.CutSuffix(arg, "}")
		if !ok || !ok2 {
			t.Fatalf("the .tex statement does not start with \\problemname{...}:\n%s", tex)
		}
		if got, err := texUnescape(arg); err != nil || got != name {
			t.Fatalf("name %q is %q in the .tex statement, which prints %q (%v)", name, arg, got, err)
		}
	})
}

// texUnescape reads what LaTeX prints for s, knowing only the escapes
// TeXEscape may write; any other special character is an error.
func texUnescape(s string) (string, error) {
	words := []string{`\textbackslash{}`, `\textasciitilde{}`, `\textasciicircum{}`}
	prints := []string{`\`, `~`, `^`}
	var b strings.Builder
	for s != "" {
		found := false
		for i, w := range words {
			if rest, ok := strings.CutPrefix(s, w); ok {
				b.WriteString(prints[i])
				s, found = rest, true
			}
		}
		if found {
			continue
		}
		if s[0] == '\\' && len(s) > 1 && strings.ContainsRune(`{}$&#%_`, rune(s[1])) {
			b.WriteByte(s[1])
			s = s[2:]
			continue
		}
		if strings.ContainsRune(`\{}$&#%_~^`, rune(s[0])) {
			return b.String(), fmt.Errorf("unescaped %q", s[0])
		}
		b.WriteByte(s[0])
		s = s[1:]
	}
	return b.String(), nil
}

func TestTeXEscape(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"plain text stays", "Sum of Numbers", "Sum of Numbers"},
		{"every special character", `\{}$&#%_~^`, `\textbackslash{}\{\}\$\&\#\%\_\textasciitilde{}\textasciicircum{}`},
		{"a backslash is not escaped twice", `a\b`, `a\textbackslash{}b`},
		{"UTF-8 passes through", "Cờ ca-rô", "Cờ ca-rô"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := scaffold.TeXEscape(tc.in); got != tc.want {
				t.Errorf("TeXEscape(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

// TestWriteInteractive: new --interactive writes the guessing game, an
// interactive problem.yaml and its interactor, and none of the pass-fail
// problem's files.
func TestWriteInteractive(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "guess")
	if err := scaffold.Write(dir, scaffold.Options{Name: "Guess", Interactive: true}); err != nil {
		t.Fatal(err)
	}
	p := readProblemYAML(t, dir)
	if p.Type != "interactive" || p.Name["en"] != "Guess" {
		t.Errorf("problem.yaml: type %q, name %q; want an interactive problem named Guess", p.Type, p.Name["en"])
	}
	for _, f := range []string{"output_validator/interactor.cpp", "submissions/time_limit_exceeded/no_flush.cpp", "generators/generators.yaml"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "submissions/wrong_answer/wrong.cpp")); err == nil {
		t.Error("the pass-fail problem's wrong.cpp was written too")
	}
}
