package app

import (
	"slices"
	"strings"
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
		// --fail-fast alone takes no value: the flag after it stays a flag
		// (its optional mode is written --fail-fast=solution).
		{"optional value", []string{"judge", "--fail-fast", "--package", "p"}, []string{"judge", "--fail-fast", "--package", "p"}},
		// An unknown command is left for cli to report.
		{"unknown", []string{"nosuch", "x", "--y"}, []string{"nosuch", "x", "--y"}},
	}
	a := newApp(Env{})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got, err := flagsFirst(a, c.in); err != nil || !slices.Equal(got, c.want) {
				t.Errorf("got %q, %v; want %q", got, err, c.want)
			}
		})
	}
}

func TestFailFastValue(t *testing.T) {
	cases := []struct {
		in, want string
		bad      bool
		why      string
	}{
		{"true", "subtask", false, "a bare --fail-fast is the subtask mode"},
		{"subtask", "subtask", false, "the mode by name"},
		{"solution", "solution", false, "the whole solution stops"},
		{"false", "", false, "--fail-fast=false turns it off"},
		{"first", "", true, "an unknown mode is a usage error, not ignored"},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			var v failFastValue
			err := v.Set(c.in)
			if (err != nil) != c.bad || (!c.bad && v.mode != c.want) {
				t.Errorf("Set(%q) = %q, %v; want %q (error %v): %s", c.in, v.mode, err, c.want, c.bad, c.why)
			}
		})
	}
}

// TestFlagsFirstMissingValue: a flag that takes a value but has none is
// refused before urfave/cli sees it, naming the flag; what only looks
// like a flag stays a value.
func TestFlagsFirstMissingValue(t *testing.T) {
	cases := []struct {
		name string
		in   []string
		err  string // "" for no error
		why  string
	}{
		{"last word", []string{"show", "c.in", "--svg"}, "flag --svg needs a value (a file name)", `the "--" before c.in became the file name`},
		{"before --", []string{"show", "--svg", "--", "c.in"}, "flag --svg needs a value", `"--" ends the flags, it is no value`},
		{"before a flag", []string{"show", "c.in", "--svg", "--at", "3"}, "flag --svg needs a value", `would write a file named "--at"`},
		{"before a global flag", []string{"judge", "--package", "--problem", "duiyi"}, "flag --package needs a value (a package folder)", "--problem is a flag too"},
		{"before --help", []string{"judge", "--package", "--help"}, "flag --package needs a value", "--help is every command's flag"},
		{"choice flag", []string{"judge", "--format"}, "flag --format needs a value (table, markdown, csv or json)", "the values are listed"},
		{"global flag before a command", []string{"--problem", "judge"}, "flag --problem needs a value", "a command name is no problem"},
		{"negative number", []string{"show", "c.in", "--at", "-1"}, "", "-1 is a value, not a flag"},
		{"duration with a sign", []string{"stress", "--time-limit", "-5ms"}, "", "refused later, by the duration's own check"},
		{"equals", []string{"show", "c.in", "--svg="}, "", "--svg= gives the empty value itself"},
		{"bool flag last", []string{"show", "c.in", "--text"}, "", "a boolean takes no value"},
	}
	a := newApp(Env{})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := flagsFirst(a, c.in)
			switch {
			case c.err == "" && err != nil:
				t.Errorf("flagsFirst(%q): %v, want no error (%s)", c.in, err, c.why)
			case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
				t.Errorf("flagsFirst(%q): %v, want %q (%s)", c.in, err, c.err, c.why)
			}
		})
	}
}
