package readme

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// docCommand is one command of a page and what it must do.
type docCommand struct {
	page   string   // the page, relative to the repository
	line   int      // in the page
	args   []string // after "carokit"
	stdout string   // the file its standard output goes to ("> FILE"); "" for none
	stderr string   // the expected "carokit: ..." line; "" when none is shown
	code   int      // the exit code it must give
	output []string // lines that must appear in its output
}

// where names the command for a message.
func (c docCommand) where() string {
	return c.page + ":" + strconv.Itoa(c.line) + ": carokit " + strings.Join(c.args, " ")
}

// docPages lists the pages whose commands run, in the order they run:
// README.md, then docs/*.md, then problems/*/README.md, each sorted.
func docPages(repo string) ([]string, error) {
	pages := []string{"README.md"}
	for _, pattern := range []string{"docs/*.md", "problems/*/README.md"} {
		m, err := filepath.Glob(filepath.Join(repo, pattern))
		if err != nil {
			return nil, err
		}
		for _, p := range m {
			rel, err := filepath.Rel(repo, p)
			if err != nil {
				return nil, err
			}
			pages = append(pages, filepath.ToSlash(rel))
		}
	}
	return pages, nil
}

// parsePage reads the commands of one page by the convention of doc.go.
func parsePage(repo, page string) ([]docCommand, error) {
	f, err := os.Open(filepath.Join(repo, page))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var cmds []docCommand
	inBlock := false
	last := -1 // the index of the "$" command whose output lines follow
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			inBlock, last = !inBlock, -1
			continue
		}
		if !inBlock {
			continue
		}
		prompt := strings.HasPrefix(line, "$ ")
		text := strings.TrimPrefix(line, "$ ")
		if strings.HasPrefix(text, "carokit ") {
			parsed, err := parseCommandLine(page, n, text)
			if err != nil {
				return nil, err
			}
			cmds = append(cmds, parsed...)
			last = -1
			if prompt {
				last = len(cmds) - 1
			}
			continue
		}
		if prompt {
			last = -1 // another program's prompt
			continue
		}
		if last < 0 || strings.TrimSpace(line) == "..." || strings.TrimSpace(line) == "" {
			continue
		}
		c := &cmds[last]
		if msg, ok := strings.CutPrefix(line, "carokit: "); ok {
			c.stderr = "carokit: " + msg
			if c.code == 0 {
				c.code = 1
			}
		} else {
			c.output = append(c.output, line)
		}
	}
	return cmds, sc.Err()
}

// parseCommandLine splits one command line: its comment, its "# exit N",
// its "&&" parts and a trailing "> FILE".
func parseCommandLine(page string, n int, text string) ([]docCommand, error) {
	code := 0
	if i := strings.Index(text, " #"); i >= 0 {
		comment := strings.TrimSpace(text[i+2:])
		if v, ok := strings.CutPrefix(comment, "exit "); ok {
			c, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %q: want # exit N", page, n, comment)
			}
			code = c
		}
		text = text[:i]
	}
	for _, bad := range []string{"|", "<", "$(", "`"} {
		if strings.Contains(text, bad) {
			return nil, fmt.Errorf("%s:%d: %q: the test runs no shell (%q); see readme/doc.go", page, n, text, bad)
		}
	}
	var cmds []docCommand
	for _, part := range strings.Split(text, "&&") {
		words, ok := quotedFields(part)
		if !ok {
			return nil, fmt.Errorf("%s:%d: %q: a double quote is not closed", page, n, part)
		}
		if len(words) == 0 || words[0] != "carokit" {
			return nil, fmt.Errorf("%s:%d: cannot run %q", page, n, part)
		}
		c := docCommand{page: page, line: n, args: words[1:], code: code}
		if i := indexOf(c.args, ">"); i >= 0 {
			if i != len(c.args)-2 {
				return nil, fmt.Errorf("%s:%d: %q: only one trailing > FILE is run", page, n, part)
			}
			c.stdout, c.args = c.args[i+1], c.args[:i]
		}
		cmds = append(cmds, c)
	}
	return cmds, nil
}

// quotedFields splits s at spaces, as a shell does for words in double
// quotes without escapes ("generators/gen.cpp {seed} 10" is one word);
// ok is false when a quote is not closed.
func quotedFields(s string) (words []string, ok bool) {
	var cur strings.Builder
	in, any := false, false
	for _, r := range s {
		switch {
		case r == '"':
			in, any = !in, true
		case (r == ' ' || r == '\t') && !in:
			if any {
				words = append(words, cur.String())
			}
			cur.Reset()
			any = false
		default:
			cur.WriteRune(r)
			any = true
		}
	}
	if any {
		words = append(words, cur.String())
	}
	return words, !in
}

func indexOf(words []string, w string) int {
	for i, x := range words {
		if x == w {
			return i
		}
	}
	return -1
}

// TestParseCommandLine pins the convention of doc.go for one line.
func TestParseCommandLine(t *testing.T) {
	cases := []struct {
		name, line string
		want       []docCommand // args, stdout and code only
		bad        bool
	}{
		{"plain", "carokit judge --package out/caro", []docCommand{{args: []string{"judge", "--package", "out/caro"}}}, false},
		// A comment is not an argument.
		{"comment", "carokit package --out x   # builds it", []docCommand{{args: []string{"package", "--out", "x"}}}, false},
		// "# exit N" sets the exit code the command must give.
		{"exit code", "carokit judeg    # exit 2", []docCommand{{args: []string{"judeg"}, code: 2}}, false},
		// Two commands on one line, in order.
		{"and", "carokit a && carokit b", []docCommand{{args: []string{"a"}}, {args: []string{"b"}}}, false},
		// One trailing redirection of standard output.
		{"to a file", "carokit gen --kind line > line.in", []docCommand{{args: []string{"gen", "--kind", "line"}, stdout: "line.in"}}, false},
		// The test runs no shell: refused, so that a page cannot show a
		// command the test does not run as written.
		{"pipe", "carokit gen --kind line | head", nil, true},
		{"input", "carokit solve < case.in", nil, true},
		{"substitution", "carokit show $(ls *.in)", nil, true},
		{"redirect not last", "carokit gen > a.in --n 5", nil, true},
		{"another program after &&", "carokit a && make demo", nil, true},
		{"bad exit", "carokit a # exit two", nil, true},
		// A double-quoted word holds spaces (stress --generator).
		{"quoted", `carokit stress --generator "gen.cpp {seed} 10" --seed 1`, []docCommand{{args: []string{"stress", "--generator", "gen.cpp {seed} 10", "--seed", "1"}}}, false},
		{"open quote", `carokit stress --generator "gen.cpp`, nil, true},
	}
	for _, c := range cases {
		got, err := parseCommandLine("page.md", 1, c.line)
		if c.bad {
			if err == nil {
				t.Errorf("%s: %q parsed, want an error", c.name, c.line)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if len(got) != len(c.want) {
			t.Errorf("%s: %d commands, want %d", c.name, len(got), len(c.want))
			continue
		}
		for i, w := range c.want {
			g := got[i]
			if strings.Join(g.args, " ") != strings.Join(w.args, " ") || g.stdout != w.stdout || g.code != w.code {
				t.Errorf("%s: command %d is %q > %q exit %d, want %q > %q exit %d", c.name, i, g.args, g.stdout, g.code, w.args, w.stdout, w.code)
			}
		}
	}
}
