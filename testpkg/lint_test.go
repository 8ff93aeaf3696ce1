package testpkg

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestLintSources(t *testing.T) {
	cases := []struct {
		name string
		want []string // "LINE:COL: generator uses WHAT", in order
		why  string
	}{
		{"clean.cpp", nil, "mt19937_64 alone is portable; names in comments and inside other words do not count"},
		{"dirty.cpp", []string{"6:10: generator uses uniform_real_distribution", "8:10: generator uses shuffle", "9:10: generator uses random_shuffle", "10:12: generator uses rand,"},
			"every facility whose results differ between standard libraries, at its column"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join("testdata", "lint", c.name)
			got := lintSources([]string{path}, []string{path})
			if len(got) != len(c.want) {
				t.Fatalf("got %d warnings %q, want %d (%s)", len(got), got, len(c.want), c.why)
			}
			for i, w := range c.want {
				if !strings.HasPrefix(got[i], path+":"+w) || !strings.Contains(got[i], "mt19937_64") && !strings.Contains(got[i], "testlib") {
					t.Errorf("warning %d = %q, want %q with a portable alternative (%s)", i, got[i], w, c.why)
				}
			}
		})
	}
}
