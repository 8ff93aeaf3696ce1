package reliability

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestFlagsAfterArguments: a command's flags may come after its FILE, as
// the README writes `carokit show case.in --at 9 --svg board.svg`; "--"
// still ends the flags, and gen still takes its parameters as they come.
func TestFlagsAfterArguments(t *testing.T) {
	tmp := t.TempDir()
	dir := t.TempDir()
	in := filepath.Join(dir, "case.in")
	must(t, os.WriteFile(in, []byte(sampleCase), 0o644))
	pkg := writePackage(t)
	cases := []struct {
		name   string
		args   []string
		code   int
		stdout string // a part of it
		stderr string // a part of it
	}{
		// The README's example: exited 2 with "show takes one FILE".
		{"show FILE --at --svg", []string{"show", in, "--at", "9", "--svg", filepath.Join(dir, "b.svg")}, 0, "wrote ", ""},
		{"show FILE --text --at=9", []string{"show", in, "--text", "--at=9"}, 0, "", ""},
		{"solve FILE --solution", []string{"solve", in, "--solution", "brute"}, 0, "10\n", ""},
		{"validate FILE --subtask", []string{"validate", in, "--subtask", "1"}, 0, "valid, subtask 1", ""},
		// A global flag before the command, the command's flag after the file.
		{"--problem then validate FILE --subtask", []string{"--problem", "duiyi", "validate", in, "--subtask", "1"}, 0, "valid, subtask 1", ""},
		// A stray word among judge's flags is still refused, by name.
		{"judge stray word among flags", []string{"judge", "--package", pkg, "stray", "--solution", "fast"}, 2, "", `"stray"`},
		// (A built-in is a Go process: 256 MiB, as 64 MiB of RLIMIT_DATA
		// is too little for the Go runtime to start.)
		{"judge flags in any order", []string{"judge", "--solution", "fast", "--package", pkg, "--expect", "fast=OK", "--memory-limit", "256MiB"}, 0, "fast", ""},
		{"export flags in any order", []string{"export", "--out", filepath.Join(dir, "k"), "--format", "kattis", "--package", pkg}, 0, "exported kattis", ""},
		// After "--" a word that looks like a flag is a FILE (one that
		// does not exist: a usage error, as every missing path named).
		{"-- ends the flags", []string{"validate", "--", "--subtask"}, 2, "", "open --subtask: no such file"},
		// gen parses its own parameters: nothing is moved.
		{"gen parameters pass through", []string{"gen", "--kind", "line", "--n", "5", "--seed", "3"}, 0, "5 ", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o := run(t, tmp, time.Minute, c.args...)
			if o.code != c.code || !strings.Contains(o.stdout, c.stdout) || !strings.Contains(o.stderr, c.stderr) {
				t.Errorf("carokit %s: %s; stdout %q; want exit %d, stdout with %q, stderr with %q",
					strings.Join(c.args, " "), o, clip(o.stdout), c.code, c.stdout, c.stderr)
			}
		})
	}
}

// TestUnicodeWhitespaceIsWrongAnswer judges programs that print the right
// numbers separated by various whitespace: ASCII whitespace is accepted,
// Unicode spaces are part of the token for Kattis, testlib and CMS, so WA
// here too, with the reason.
func TestUnicodeWhitespaceIsWrongAnswer(t *testing.T) {
	tmp := t.TempDir()
	pkg := writePackage(t)
	cases := []struct {
		name, sep string
		ok        bool
	}{
		{"vertical tab", "\v", true},
		{"form feed", "\f", true},
		{"no-break space", "\u00a0", false},
		{"em space", "\u2003", false},
		{"NEL", "\u0085", false},
		{"line separator", "\u2028", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			prog := filepath.Join(t.TempDir(), "sep.sh")
			script := "#!/bin/sh\nread n k\na=0\n[ \"$n\" = 7 ] && a=10\nprintf '" + c.sep + "%s" + c.sep + "\\n' \"$a\"\n"
			must(t, os.WriteFile(prog, []byte(script), 0o755))
			o := run(t, tmp, time.Minute, "judge", "--package", pkg, "--solution", prog, "--format", "json")
			var rep []struct {
				Tests []struct{ Verdict, Detail string }
			}
			if err := json.Unmarshal([]byte(o.stdout), &rep); err != nil || len(rep) != 1 || len(rep[0].Tests) != 2 {
				t.Fatalf("judge: %s; stdout %q (%v)", o, clip(o.stdout), err)
			}
			for _, test := range rep[0].Tests {
				if (test.Verdict == "OK") != c.ok {
					t.Errorf("verdict %s (%s), want OK %v", test.Verdict, test.Detail, c.ok)
				}
				if !c.ok && !strings.Contains(test.Detail, "is not whitespace") {
					t.Errorf("the reason %q does not say why", test.Detail)
				}
			}
		})
	}
}
