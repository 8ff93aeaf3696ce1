package plan

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"carokit/internal/inputfile"
	"carokit/internal/safefile"
)

// MaxBytes bounds a plan file: a line per test, so 1 MiB is some ten
// thousand tests.
const MaxBytes = 1 << 20

// AddFile saves data as a hand-made test of subtask in the plan file
// planPath: the test is written beside the plan under a free name made
// from base (base.in, else base-2.in, …: no existing file is ever
// replaced), and a "file" line naming it, with comment, is appended to
// the plan's "@subtask" section (a new section at the end when there is
// none). The plan must parse. It returns the test's path.
func AddFile(ctx context.Context, planPath string, subtask int, base string, data []byte, comment string) (string, error) {
	in, err := inputfile.Read(ctx, planPath, nil, MaxBytes)
	if err != nil {
		return "", fmt.Errorf("read plan: %w", err)
	}
	if in.Over {
		return "", in.TooLarge()
	}
	p, err := Parse(planPath, in.Data)
	if err != nil {
		return "", fmt.Errorf("plan %s has errors, fix them first: %w", planPath, firstError(err))
	}
	dir := filepath.Dir(planPath)
	name, err := reserve(dir, base)
	if err != nil {
		return "", err
	}
	testPath := filepath.Join(dir, name)
	if err := safefile.Write(testPath, data, 0o644); err != nil {
		os.Remove(testPath)
		return "", err
	}
	q, err := Quote(name)
	if err != nil {
		os.Remove(testPath)
		return "", err
	}
	line := "file " + q
	if comment != "" {
		line += "   # " + comment
	}
	if err := safefile.Write(planPath, insertLine(in.Data, p, subtask, line), 0o644); err != nil {
		os.Remove(testPath)
		return "", err
	}
	return testPath, nil
}

// reserve creates an empty file base.in (else base-2.in, …) in dir,
// exclusively, so that no file of the setter's is replaced, and returns
// its name.
func reserve(dir, base string) (string, error) {
	for i := 1; i <= 1000; i++ {
		name := base + ".in"
		if i > 1 {
			name = base + "-" + strconv.Itoa(i) + ".in"
		}
		f, err := os.OpenFile(filepath.Join(dir, name), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", fmt.Errorf("save test: %w", err)
		}
		return name, f.Close()
	}
	return "", fmt.Errorf("save test: no free name %s-N.in in %s", base, dir)
}

// insertLine returns text with line added after the last test of the
// subtask's section, or in a new section at the end.
func insertLine(text []byte, p *Plan, subtask int, line string) []byte {
	// A plan written with CRLF ends (an editor on Windows) gets CRLF
	// lines, so that it does not end up with both.
	nl := "\n"
	if strings.Contains(string(text), "\r\n") {
		nl = "\r\n"
	}
	lines := strings.SplitAfter(string(text), "\n")
	if n := len(lines); n > 0 && lines[n-1] == "" {
		lines = lines[:n-1]
	}
	after := -1 // index of the line to insert after
	for _, g := range p.Groups {
		if g.Subtask == subtask {
			after = g.Tests[len(g.Tests)-1].Line - 1
		}
	}
	if after < 0 {
		if n := len(lines); n > 0 && !strings.HasSuffix(lines[n-1], "\n") {
			lines[n-1] += nl
		}
		return []byte(strings.Join(lines, "") + fmt.Sprintf("%s@subtask %d%s%s%s", nl, subtask, nl, line, nl))
	}
	if !strings.HasSuffix(lines[after], "\n") {
		lines[after] += nl
	}
	out := append(lines[:after+1:after+1], line+nl)
	return []byte(strings.Join(append(out, lines[after+1:]...), ""))
}

func firstError(err error) error {
	var es Errors
	if errors.As(err, &es) && len(es) > 0 {
		return es[0]
	}
	return err
}
