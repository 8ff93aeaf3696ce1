package plan

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"carokit/problem"
)

func TestParseValid(t *testing.T) {
	text := `# a comment line
@subtask 1
sample 1
line --n 15 --dir a   # trailing comment

@subtask 2
	late-win --n 300 --k 80000 --seed 7
`
	p, err := Parse("plan.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Groups) != 2 || p.Groups[0].Subtask != 1 || p.Groups[1].Subtask != 2 {
		t.Fatalf("groups = %+v", p.Groups)
	}
	g1 := p.Groups[0].Tests
	if len(g1) != 2 || !g1[0].IsSample() || g1[0].Sample != "1" || g1[1].Kind != "line" || g1[1].Line != 4 {
		t.Fatalf("subtask 1 tests = %+v", g1)
	}
	if got := strings.Join(g1[1].Args, " "); got != "--n 15 --dir a" {
		t.Errorf("args = %q, comment not stripped?", got)
	}
	g2 := p.Groups[1].Tests
	if len(g2) != 1 || g2[0].Kind != "late-win" || g2[0].Line != 7 {
		t.Fatalf("subtask 2 tests = %+v (tab-indented line must parse)", g2)
	}
}

// TestParseEquivalent: "@equivalent" lines, before, between and inside
// the groups, collect their ids in order without ending a group.
func TestParseEquivalent(t *testing.T) {
	text := "@equivalent 0123456789ab\n@subtask 1\nline\n@equivalent aaaaaaaaaaaa bbbbbbbbbbbb\nline --n 5\n"
	p, err := Parse("plan.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, m := range p.Equivalent {
		ids = append(ids, m.ID)
	}
	if strings.Join(ids, " ") != "0123456789ab aaaaaaaaaaaa bbbbbbbbbbbb" || p.Equivalent[2].Line != 4 || p.Equivalent[2].Col != 26 {
		t.Errorf("marks %+v", p.Equivalent)
	}
	if len(p.Groups) != 1 || len(p.Groups[0].Tests) != 2 {
		t.Errorf("groups %+v: a mark ended the group", p.Groups)
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		name, text   string
		line, col    int
		msgSubstring string
		why          string
	}{
		{"empty", "", 1, 1, "no @subtask", "a plan without tests builds nothing"},
		{"test before header", "line --n 5\n@subtask 1\n", 1, 1, "before the first", "every test belongs to a subtask"},
		{"unknown header", "@group 1\n", 1, 1, "unknown header", "typos in headers must not be ignored"},
		{"header without number", "@subtask\n", 1, 1, "exactly one number", ""},
		{"header not a number", "@subtask one\n", 1, 10, "not a positive integer", "column points at the bad word"},
		{"header zero", "@subtask 0\nline\n", 1, 10, "not a positive integer", "subtasks are 1-based"},
		{"duplicate subtask", "@subtask 1\nline\n@subtask 1\nline\n", 3, 10, "appears twice", "two groups for one subtask are a mistake"},
		{"empty subtask", "@subtask 1\n@subtask 2\nline\n", 1, 1, "has no tests", "an empty group scores nothing"},
		{"sample without name", "@subtask 1\nsample\n", 2, 1, "exactly one name", ""},
		{"equivalent without id", "@equivalent\n@subtask 1\nline\n", 1, 1, "takes the ids", "a mark must name a mutant"},
		{"equivalent bad id", "@subtask 1\nline\n@equivalent 0123456789ab 12345\n", 3, 26, "not 12 hexadecimal digits", "the column is the bad id's"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("plan.txt", []byte(c.text))
			var ie *problem.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("want *problem.InputError, got %v (%s)", err, c.why)
			}
			if ie.Line != c.line || ie.Col != c.col || !strings.Contains(ie.Msg, c.msgSubstring) {
				t.Errorf("got %v, want line %d col %d containing %q (%s)", err, c.line, c.col, c.msgSubstring, c.why)
			}
			for _, line := range strings.Split(err.Error(), "\n") {
				if !strings.HasPrefix(line, "plan.txt:") {
					t.Errorf("each error must be one line starting with the file name: %q", err)
				}
			}
		})
	}
}

// FuzzParse: no panic, and every rejection is one located line.
func FuzzParse(f *testing.F) {
	f.Add([]byte("@subtask 1\nsample 1\nline --n 5\n"))
	f.Add([]byte("@subtask 2\n\tlate-win --n 300 # c\n@subtask 3\nx\n"))
	f.Add([]byte("@subtask\n"))
	f.Add([]byte("\xff\xfe@subtask 1\r\nline\r\n"))
	f.Add([]byte("@equivalent 0123456789ab x\n@subtask 1\nline\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Parse("fuzz", data)
		if err != nil {
			var ie *problem.InputError
			if !errors.As(err, &ie) || ie.Line < 1 || ie.Col < 1 || strings.Contains(ie.Msg, "\n") {
				t.Fatalf("bad rejection %v", err)
			}
			return
		}
		for _, g := range p.Groups {
			if g.Subtask < 1 || len(g.Tests) == 0 {
				t.Fatalf("accepted a bad group %+v", g)
			}
			for _, e := range g.Tests {
				if e.IsSample() {
					continue
				}
				// A line's Text (the cache's key, the manifest's line)
				// reads back as the same words.
				again, err := Parse("again", []byte("@subtask 1\n"+e.Text()+"\n"))
				if err != nil || !slices.Equal(again.Groups[0].Tests[0].Args, e.Args) {
					t.Fatalf("line %q: Text %q reads back as %v, %v", e.Args, e.Text(), again, err)
				}
			}
		}
		for _, m := range p.Equivalent {
			if !isMutantID(m.ID) {
				t.Fatalf("accepted a bad mark %+v", m)
			}
		}
	})
}

// TestParseAllErrors: every error of a plan comes out of one Parse, in
// file order, each at the column of the word at fault.
func TestParseAllErrors(t *testing.T) {
	cases := []struct {
		name, text string
		want       []string
		why        string
	}{
		{"three bad lines", "@subtask 1\nsample\n@group 2\n  @subtask x\nfile\nrun\n",
			[]string{"p:2:1: sample takes", "p:3:1: unknown header", "p:4:12: subtask \"x\""},
			"a setter fixes every mistake after one run, not one per run; lines under a rejected header are not reported again"},
		{"bad lines then a good one", "@subtask 1\nfile a b\nline\n@subtask 1\n\tfile\n",
			[]string{"p:2:1: file takes", "p:4:10: subtask 1 appears twice"},
			"a group with one good line is not empty; a line under a duplicate header is skipped"},
		{"missing run program", "@subtask 1\nrun\nfile ok.in\n", []string{"p:2:1: run takes"}, "run needs a program"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("p", []byte(c.text))
			var es Errors
			if !errors.As(err, &es) {
				t.Fatalf("got %v, want Errors (%s)", err, c.why)
			}
			lines := strings.Split(err.Error(), "\n")
			if len(lines) != len(c.want) {
				t.Fatalf("got %d errors:\n%v\nwant %d (%s)", len(lines), err, len(c.want), c.why)
			}
			for i, w := range c.want {
				if !strings.HasPrefix(lines[i], w) {
					t.Errorf("error %d = %q, want prefix %q (%s)", i, lines[i], w, c.why)
				}
			}
		})
	}
}

// TestArgError: a generator's complaint lands on the argument it names.
func TestArgError(t *testing.T) {
	p, err := Parse("p", []byte("@subtask 1\nline --n 5  --nodes 3 --n 6\n"))
	if err != nil {
		t.Fatal(err)
	}
	e := p.Groups[0].Tests[0]
	cases := []struct {
		name, msg string
		col       int
		why       string
	}{
		{"named flag", "line: --nodes must be at most 2", 13, "the flag's own column"},
		{"given twice", "line: --n given twice", 23, "the second one is the mistake"},
		{"quoted word", `line: expected --name value, found "5"`, 10, "a quoted value is found too"},
		{"prefix is not a mention", "line: --no is required", 1, "--no must not match --nodes or --n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var ie *problem.InputError
			if !errors.As(ArgError("p", e, c.msg), &ie) || ie.Col != c.col {
				t.Errorf("got %+v, want column %d (%s)", ie, c.col, c.why)
			}
		})
	}
}
