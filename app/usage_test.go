package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestUsageMessages: command lines refused before anything runs, each
// with exit 2 and a message that names the flag and says what is wanted
// (in process: no binary, no package, nothing judged).
func TestUsageMessages(t *testing.T) {
	sample, err := filepath.Abs("testdata/sample.in")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Chdir(dir) // a regression would write its stray file here
	cases := []struct {
		name   string
		args   []string
		stderr string
		why    string
	}{
		// Missing values: the "--" that flagsFirst adds before the FILE
		// became the value.
		{"show --svg forgotten", []string{"show", sample, "--svg"}, "flag --svg needs a value (a file name)", `wrote a file named "--" and exited 0`},
		{"show --png forgotten", []string{"show", sample, "--png"}, "flag --png needs a value (a file name)", `wrote a file named "--" and exited 0`},
		{"show --svg before another flag", []string{"show", sample, "--svg", "--at", "3"}, "flag --svg needs a value", `would write a file named "--at"`},
		{"show --svg last, no FILE", []string{"show", "--svg"}, "flag --svg needs a value (a file name)", "urfave's own \"flag needs an argument: -svg\""},
		{"validate --subtask forgotten", []string{"validate", sample, "--subtask"}, "flag --subtask needs a value (an integer, e.g. --subtask 1)", `was "--subtask --: parse error"`},
		{"solve --solution forgotten", []string{"solve", sample, "--solution"}, "flag --solution needs a value", `was: no built-in solution "--"`},
		{"global flag without value", []string{"--problem", "judge"}, "flag --problem needs a value (caro, duiyi, havannah or joc7)", "a command name is no problem name"},
		// Required flags: urfave said "Required flag "target" not set", exit 1.
		{"stress without --target", []string{"stress", "--cases", "1"}, "stress needs --target (a built-in solution name or a program file)", "was exit 1"},
		{"export without --format", []string{"export"}, "export needs --format (kattis, dmoj, cms, polygon or themis)", "was exit 1"},
		{"empty choice", []string{"judge", "--format="}, `--format "": want table`, "an empty value is shown as one"},
		// Enumerated values: refused with the list and the likely word.
		{"unknown problem", []string{"--problem", "nosuch", "problems"}, "--problem nosuch: want caro, duiyi, havannah, joc7 or a problem folder's path", "exited 0 listing the problems"},
		{"misspelled problem", []string{"--problem", "duiy", "solutions"}, "did you mean duiyi?", "the problem names are a closed list"},
		{"misspelled judge format", []string{"judge", "--format", "jsn"}, "--format jsn: want table, markdown, csv or json; did you mean json?", "had no suggestion"},
		{"misspelled scoring", []string{"judge", "--scoring", "group-mn"}, "did you mean group-min?", "exited 1 after reading the package"},
		{"misspelled sandbox", []string{"bench", "--sandbox", "requre"}, "--sandbox requre: want auto, require or off; did you mean require?", "had no suggestion"},
		{"misspelled io", []string{"bench", "--io", "stdo"}, "did you mean stdio?", "had no suggestion"},
		{"misspelled export format", []string{"export", "--format", "katis"}, "--format katis: want kattis, dmoj, cms, polygon or themis; did you mean kattis?", "exited 1 on the missing default package"},
		{"misspelled export scoring", []string{"export", "--format", "kattis", "--scoring", "passfail"}, "did you mean pass-fail?", "export's scorings include pass-fail"},
		{"misspelled kattis version", []string{"export", "--format", "kattis", "--kattis-version", "2023-7"}, "did you mean 2023-07?", "had no suggestion"},
		{"package --export misspelled", []string{"package", "--export", "domj", "--out", "p"}, "--export domj", "found only after the whole build"},
		{"misspelled merge format", []string{"merge", "--format", "markdwn", "x.json"}, "did you mean markdown?", "merge takes judge's formats"},
		// --fail-fast: an optional mode, given after "=".
		{"fail-fast mode misspelled", []string{"judge", "--fail-fast=solutoin"}, "--fail-fast=solutoin: want --fail-fast, --fail-fast=subtask or --fail-fast=solution; did you mean --fail-fast=solution?", `Go's "invalid boolean value … for -fail-fast"`},
		{"fail-fast mode as next word", []string{"judge", "--fail-fast", "solution"}, "--fail-fast solution: write --fail-fast=solution", `was "judge takes no arguments (use --solution)"`},
		{"boolean with a value", []string{"judge", "--verbose=maybe"}, "--verbose=maybe: want --verbose alone, or --verbose=true or =false", "was Go's single-dash message"},
		// Numbers: say an integer is wanted, with an example.
		{"package --seed not a number", []string{"package", "--seed", "abc"}, `--seed: "abc" is not a non-negative integer (e.g. --seed 42)`, `was "--seed abc: parse error"`},
		{"stress --seed not a number", []string{"stress", "--target", "fast", "--seed", "abc"}, `--seed: "abc" is not a non-negative integer (e.g. --seed 42)`, "the same words as package's"},
		{"--jobs not a number", []string{"judge", "--jobs", "two"}, `--jobs: "two" is not an integer (e.g. --jobs 2)`, `was "parse error"`},
		{"--jobs out of range", []string{"judge", "--jobs", "99999999999999999999"}, `--jobs: "99999999999999999999" is out of range`, `was "value out of range"`},
		// Paths the command line names.
		{"no package there", []string{"judge", "--package", "out/nope"}, "no package at out/nope: build one with carokit package --out out/nope", "was an lstat error, exit 1"},
		{"no package, other problem", []string{"--problem", "joc7", "export", "--package", "nope", "--format", "cms"}, "build one with carokit --problem joc7 package --out nope", "the build command names the problem"},
		{"a folder that is no package", []string{"judge", "--package", "."}, ". holds no package (no manifest.json)", "a folder, but not a package"},
		{"missing FILE", []string{"validate", "nosuch.in"}, "nosuch.in", "was exit 1, while stress exited 2 for a missing file"},
		{"missing plan file", []string{"package", "--plan", "nosuch.plan", "--out", "p"}, "nosuch.plan", "a path named on the command line"},
		{"missing solution file", []string{"bench", "--solution", "nosuch.cpp", "--input", sample}, `"nosuch.cpp"`, "was exit 1 in judge and bench, 2 in stress"},
		{"misspelled built-in", []string{"solve", "--solution", "fsat", sample}, "did you mean fast?", "the built-ins are a closed list"},
		{"misspelled generator kind", []string{"gen", "--kind", "lin"}, "did you mean line?", "had no suggestion"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, _, stderr := run(t, "", c.args...)
			if code != ExitUsage || !strings.Contains(stderr, c.stderr) {
				t.Errorf("carokit %s: exit %d, stderr %q; want exit 2 with %q (%s)", strings.Join(c.args, " "), code, stderr, c.stderr, c.why)
			}
		})
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("refused command lines left %v behind", entries)
	}
}

// TestBenchChecksAnswers: bench checks every answer as judge does and
// fails on a verdict the solution is not declared to get (it printed OK
// for any program that finished).
func TestBenchChecksAnswers(t *testing.T) {
	dir := t.TempDir()
	wrong := filepath.Join(dir, "wrong.sh")
	if err := os.WriteFile(wrong, []byte("#!/bin/sh\necho 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name           string
		args           []string
		code           int
		stdout, stderr string
		why            string
	}{
		{"wrong program", []string{"bench", "--runs", "1", "--solution", wrong, "--input", "testdata/sample.in"}, 1,
			`wrong.sh on sample.in: WA: token 1: expected "10", found "1"`, "wrong.sh WA on sample.in (declared OK)", "it was timed and shown OK"},
		{"right and declared-wrong built-ins", []string{"bench", "--runs", "1", "--solution", "fast", "--solution", "endpoint", "--input", "testdata/sample.in"}, 0,
			"│ endpoint │ sample.in │ OK", "", "the sample is one endpoint gets right; a declared-WA built-in fails nothing"},
		{"invalid input", []string{"bench", "--runs", "1", "--solution", "fast", "--input", "testdata/repeat.in"}, 1,
			"", "bench needs valid cases", "the reference's answer to an invalid case checks nothing"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, stdout, stderr := run(t, "", c.args...)
			if code != c.code || !strings.Contains(stdout, c.stdout) || !strings.Contains(stderr, c.stderr) {
				t.Errorf("carokit %s: exit %d, stdout %q, stderr %q; want exit %d, %q, %q (%s)", strings.Join(c.args, " "), code, stdout, stderr, c.code, c.stdout, c.stderr, c.why)
			}
		})
	}
}
