package plan

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"carokit/problem"
)

// TestQuotedWords: single quotes make one word of blanks and '#', a
// doubled quote is one quote, and run lines read their options.
func TestQuotedWords(t *testing.T) {
	cases := []struct {
		name, line string
		args       []string
		col        int // column of the last word
		run        RunOptions
		prog       int
	}{
		// Why: BAPCtools' shlex lets a generators.yaml argument hold spaces.
		{"spaces", "run gen.py 'two words' 3", []string{"gen.py", "two words", "3"}, 24, RunOptions{}, 0},
		// Why: '#' in quotes is not a comment.
		{"hash", "run gen.py '#1' # a comment", []string{"gen.py", "#1"}, 12, RunOptions{}, 0},
		// Why: YAML's '' for a quote, and a quoted part inside a word.
		{"quote inside", "run gen.py --title='it''s' x", []string{"gen.py", "--title=it's", "x"}, 28, RunOptions{}, 0},
		// Why: an empty argument is a word too.
		{"empty", "run gen.py '' 1", []string{"gen.py", "", "1"}, 15, RunOptions{}, 0},
		// Why: a folder's plan gives retries, the seed and the answer maker.
		{"options", "run --seed=12 --retries=3 --solution=sub/a.py gen.py {seed}", []string{"--seed=12", "--retries=3", "--solution=sub/a.py", "gen.py", "{seed}"}, 54,
			RunOptions{Seed: 12, HasSeed: true, Retries: 3, Solution: "sub/a.py"}, 3},
		// Why: an option after the program is the program's argument.
		{"option after program", "run gen.py --seed=5", []string{"gen.py", "--seed=5"}, 12, RunOptions{}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := Parse("plan.txt", []byte("@subtask 1\n"+c.line+"\n"))
			if err != nil {
				t.Fatal(err)
			}
			e := p.Groups[0].Tests[0]
			if !slices.Equal(e.Args, c.args) {
				t.Errorf("args %q, want %q", e.Args, c.args)
			}
			if got := e.Cols[len(e.Cols)-1]; got != c.col {
				t.Errorf("last word at column %d, want %d", got, c.col)
			}
			if e.Run != c.run || e.ProgArg != c.prog || e.Path != c.args[c.prog] {
				t.Errorf("run options %+v, program %d (%s), want %+v, %d", e.Run, e.ProgArg, e.Path, c.run, c.prog)
			}
		})
	}
}

// TestQuotedWordErrors: what a plan line cannot be, each at its column.
func TestQuotedWordErrors(t *testing.T) {
	cases := []struct {
		name, line string
		col        int
		msg        string
	}{
		// Why: a quote left open would swallow the rest of the line.
		{"open quote", "run gen.py 'a b", 12, "quote not closed"},
		{"bad retries", "run --retries=0 gen.py", 1, "1 to 1000"},
		{"bad seed", "run --seed=-1 gen.py", 1, "whole number"},
		{"no solution path", "run --solution= gen.py", 1, "answer maker's path"},
		// Why: options alone name no program.
		{"options only", "run --retries=2", 1, "run takes a program"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("plan.txt", []byte("@subtask 1\nline\n"+c.line+"\n"))
			var ie *problem.InputError
			if !errors.As(err, &ie) || ie.Line != 3 || ie.Col != c.col || !strings.Contains(ie.Msg, c.msg) {
				t.Fatalf("Parse: %v, want line 3 column %d saying %q", err, c.col, c.msg)
			}
		})
	}
}

// TestQuoteRoundTrip: any words without a newline, written with Quote
// (as Entry.Text does), parse back to the same words.
func TestQuoteRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		words := rapid.SliceOfN(rapid.StringMatching(`[a-z '#\t{}:=-]{0,6}`), 1, 5).Draw(t, "words")
		line := "run gen " + quoteAll(words)
		p, err := Parse("plan.txt", []byte("@subtask 1\n"+line+"\n"))
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		got := p.Groups[0].Tests[0].Args[1:]
		if !slices.Equal(got, words) {
			t.Fatalf("%q parsed as %q, want %q", line, got, words)
		}
		if text := p.Groups[0].Tests[0].Text(); text != line {
			t.Fatalf("Text %q, want %q", text, line)
		}
	})
	if _, err := Quote("a\nb"); err == nil {
		t.Error("Quote of a newline: no error")
	}
}
