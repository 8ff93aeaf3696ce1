package app

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"carokit/internal/safefile"
	"carokit/report"
)

// saveTranscripts writes each failing run's transcript (an interactive
// problem's) to dir/SOLUTION/TEST.interaction, the names made portable,
// and says how many it wrote.
func saveTranscripts(env Env, rep *report.Report, dir string) error {
	n := 0
	for _, s := range rep.Solutions {
		for _, t := range s.Tests {
			if t.Transcript == "" {
				continue
			}
			sub := filepath.Join(dir, portableName(s.Name))
			if err := os.MkdirAll(sub, 0o755); err != nil {
				return fmt.Errorf("save transcripts: %w", err)
			}
			if err := safefile.Write(filepath.Join(sub, portableName(t.Name)+".interaction"), []byte(t.Transcript), 0o644); err != nil {
				return fmt.Errorf("save transcripts: %w", err)
			}
			n++
		}
	}
	fmt.Fprintf(env.Stderr, "%d transcripts of failing runs in %s\n", n, dir)
	return nil
}

// portableName keeps letters, digits, '-', '_' and '.' of s, the rest
// (a path's slashes, spaces) as '_'; never "", "." or "..".
func portableName(s string) string {
	out := strings.Map(func(r rune) rune {
		if r == '-' || r == '_' || r == '.' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			return r
		}
		return '_'
	}, s)
	if strings.Trim(out, ".") == "" {
		return "_" + out
	}
	return out
}
