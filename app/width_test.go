package app

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"carokit/internal/termwidth"
	"carokit/testpkg"
)

// TestTablesFitAPipe: written to a file or a pipe (not a terminal), the
// solutions table and the package summary stay within termwidth.Default
// columns, folding into blocks titled "subtask 1", not "1".
func TestTablesFitAPipe(t *testing.T) {
	t.Setenv("COLUMNS", "")
	m := &testpkg.Manifest{WorkUnit: "cells"}
	for id := 1; id <= 3; id++ {
		m.Subtasks = append(m.Subtasks, testpkg.SubtaskEntry{ID: id, Weight: 30})
		for i := range 15 {
			m.Tests = append(m.Tests, testpkg.TestEntry{Subtask: id, AnswerText: fmt.Sprint(1000 + i), Values: map[string]int64{"N": 15, "K": int64(200 + i)}})
		}
	}
	cases := []struct {
		name  string
		write func(env Env) error
		want  string
		why   string
	}{
		{"solutions", func(env Env) error {
			if code := Run(context.Background(), []string{"--problem", "caro", "solutions"}, env); code != 0 {
				return fmt.Errorf("exit %d", code)
			}
			return nil
		}, "\nlinescan\n  complexity", "156 columns on a pipe before: one block per solution"},
		{"package summary", func(env Env) error { return printPackageSummary(env, m, "out/caro", time.Second) },
			"subtask 1\n  weight", "157 columns before, and blocks headed \"1\""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, err := os.Create(filepath.Join(t.TempDir(), "out.txt"))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if err := c.write(Env{Stdout: f, Stderr: f}); err != nil {
				t.Fatal(err)
			}
			data, err := os.ReadFile(f.Name())
			if err != nil {
				t.Fatal(err)
			}
			out := string(data)
			for i, line := range strings.Split(out, "\n") {
				if n := utf8.RuneCountInString(line); n > termwidth.Default && !strings.HasPrefix(line, "package out/caro") {
					t.Errorf("line %d is %d columns, over %d (%s):\n%s", i+1, n, termwidth.Default, c.why, line)
				}
			}
			if !strings.Contains(out, c.want) {
				t.Errorf("output lacks %q (%s):\n%s", c.want, c.why, out)
			}
		})
	}
}
