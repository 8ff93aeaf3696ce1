package app

import (
	"bytes"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestCompletions: what the completion scripts get for a command line
// (the words typed, the last one being completed).
func TestCompletions(t *testing.T) {
	cases := []struct {
		name  string
		words []string
		want  []string // all of these, in this order
		not   []string // none of these
		why   string
	}{
		{"commands", []string{""}, []string{"solve", "judge", "merge"}, nil, "before any command"},
		{"command prefix", []string{"ju"}, []string{"judge"}, nil, "the shell filters; the list is the commands"},
		{"every flag after --", []string{"judge", "--"}, []string{"--package", "--solution", "--format", "--help"}, []string{"-h"}, `judge --<TAB> offered nothing`},
		{"flags after -", []string{"judge", "-"}, []string{"--package", "-h"}, nil, "one dash: the short aliases too"},
		{"flag prefix", []string{"judge", "--pa"}, []string{"--package"}, []string{"--solution"}, "only the flags that start so"},
		{"global flags", []string{"--"}, []string{"--problem"}, []string{"--package"}, "before the command, the global ones"},
		{"problems", []string{"--problem", ""}, []string{"caro", "duiyi", "havannah", "joc7"}, nil, "--problem's values"},
		{"format values", []string{"judge", "--format", ""}, []string{"table", "markdown", "csv", "json"}, nil, "an enumerated flag's words"},
		{"after --format=", []string{"judge", "--format", "=", "j"}, []string{"json"}, nil, `bash splits --format=j at "="`},
		{"export formats", []string{"export", "--format", ""}, []string{"kattis", "polygon"}, nil, "export's own formats, a repeatable flag"},
		{"scoring", []string{"export", "--scoring", ""}, []string{"per-test", "group-min", "pass-fail"}, nil, "export's scorings, not judge's"},
		{"sandbox", []string{"stress", "--sandbox", ""}, []string{"auto", "require", "off"}, nil, "every command that runs programs"},
		{"solutions of caro", []string{"judge", "--solution", ""}, []string{"brute", "fast", "endpoint"}, nil, "the built-ins by name"},
		{"solutions of the problem given", []string{"--problem", "joc7", "solve", "--solution", ""}, []string{"published"}, []string{"endpoint"}, "--problem before the command decides"},
		{"stress target", []string{"stress", "--target", ""}, []string{"fast"}, nil, "--target and --oracle take solutions too"},
		{"kinds", []string{"gen", "--kind", ""}, []string{"line", "random"}, nil, "gen parses its own flags"},
		{"a kind's parameters", []string{"gen", "--kind", "line", "--"}, []string{"--n", "--k", "--dir", "--seed"}, nil, "the kind's parameters, --n with two dashes"},
		{"subtasks", []string{"--problem", "havannah", "validate", "--subtask", ""}, []string{"1", "2"}, []string{"3"}, "the problem's subtask ids"},
		{"plans", []string{"package", "--plan", ""}, []string{"article"}, nil, "the problem's named plans"},
		{"shells", []string{"completion", ""}, []string{"bash", "zsh", "fish"}, nil, "completion's argument"},
		{"file after --svg", []string{"show", "c.in", "--svg", ""}, nil, []string{"--svg", "--at"}, "nothing: the shell completes file names"},
		{"FILE", []string{"validate", ""}, nil, []string{"validate"}, "a command's FILE: file names"},
		{"unknown command", []string{"nosuch", ""}, nil, []string{"judge"}, "nothing to offer"},
	}
	a := newApp(Env{})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := completions(a, c.words)
			i := 0
			for _, w := range got {
				if i < len(c.want) && w == c.want[i] {
					i++
				}
			}
			if i < len(c.want) {
				t.Errorf("completions(%q) = %q, want %q among them in order (%s)", c.words, got, c.want, c.why)
			}
			for _, w := range c.not {
				if slices.Contains(got, w) {
					t.Errorf("completions(%q) = %q, must not offer %q (%s)", c.words, got, w, c.why)
				}
			}
			if c.want == nil && len(got) > 0 {
				t.Errorf("completions(%q) = %q, want none (%s)", c.words, got, c.why)
			}
		})
	}
}

// TestBashCompletion: the bash script, sourced in a real bash, fills
// COMPREPLY from this binary (it stands in for carokit, see TestMain).
func TestBashCompletion(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash here")
	}
	var script bytes.Buffer
	if err := writeCompletion(newApp(Env{}), &script, []string{"bash"}); err != nil {
		t.Fatal(err)
	}
	self := os.Args[0]
	cases := []struct {
		name  string
		words string // COMP_WORDS after the program, the last being completed
		want  string // COMPREPLY, joined by spaces
		why   string
	}{
		{"flags after --", `judge --fo`, "--format", "the flags by prefix"},
		{"all flags after --", `judge --`, "--package --solution", "judge --<TAB> offered nothing"},
		{"format values", `judge --format ""`, "table markdown csv json", "the values after the flag"},
		{"format prefix", `judge --format m`, "markdown", "compgen filters by the word begun"},
		{"after =", `judge --format =`, "table markdown csv json", `"--format=" then TAB`},
		{"solutions", `judge --solution fa`, "fast", "built-in names"},
		{"no value known", `show c.in --svg ""`, "", "nothing offered: bash completes files"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			prog := script.String() + `
COMP_WORDS=("$SELF" ` + c.words + `)
COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
_carokit_complete
echo "${COMPREPLY[*]}"
`
			cmd := exec.Command(bash, "--norc", "-c", prog)
			cmd.Env = append(os.Environ(), "SELF="+self, "CAROKIT_AS_CLI=1")
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("bash: %v\n%s", err, out)
			}
			if got := strings.TrimSpace(string(out)); !strings.HasPrefix(got, c.want) || (c.want == "" && got != "") {
				t.Errorf("COMP_WORDS=(carokit %s): COMPREPLY %q, want it to start with %q (%s)", c.words, got, c.want, c.why)
			}
		})
	}
}
