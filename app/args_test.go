package app

import (
	"slices"
	"testing"
)

// TestFlagsFirst pins how arguments are reordered before urfave/cli sees
// them (the binary tests in reliability run the commands themselves).
func TestFlagsFirst(t *testing.T) {
	cases := []struct {
		name     string
		in, want []string
	}{
		// The README's example: the flags and their values move before FILE.
		{"show", []string{"show", "c.in", "--at", "9", "--svg", "b.svg"}, []string{"show", "--at", "9", "--svg", "b.svg", "--", "c.in"}},
		// A boolean flag takes no value: the FILE after it stays a FILE.
		{"bool flag", []string{"show", "--text", "c.in"}, []string{"show", "--text", "--", "c.in"}},
		// --flag=value is one word.
		{"equals", []string{"solve", "c.in", "--solution=brute"}, []string{"solve", "--solution=brute", "--", "c.in"}},
		// Global flags before the command are left alone.
		{"global", []string{"--problem", "duiyi", "validate", "c.in", "--subtask", "1"}, []string{"--problem", "duiyi", "validate", "--subtask", "1", "--", "c.in"}},
		// After "--", flag-like words are FILEs.
		{"double dash", []string{"validate", "--", "--subtask"}, []string{"validate", "--", "--subtask"}},
		// "-" is stdin, a positional argument.
		{"stdin", []string{"solve", "-", "--solution", "fast"}, []string{"solve", "--solution", "fast", "--", "-"}},
		// gen parses its own parameters: untouched.
		{"gen", []string{"gen", "--kind", "line", "--n", "5"}, []string{"gen", "--kind", "line", "--n", "5"}},
		// Nothing positional: nothing added.
		{"flags only", []string{"judge", "--package", "p"}, []string{"judge", "--package", "p"}},
		// An unknown command is left for cli to report.
		{"unknown", []string{"nosuch", "x", "--y"}, []string{"nosuch", "x", "--y"}},
	}
	a := newApp(Env{})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := flagsFirst(a, c.in); !slices.Equal(got, c.want) {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}
