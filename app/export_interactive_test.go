package app

import (
	"strings"
	"testing"
)

// TestCheckInteractiveFormats: an interactive problem goes to the
// formats that carry an interactor, a multi-pass one to kattis only;
// each other is refused in one line, before anything is written.
func TestCheckInteractiveFormats(t *testing.T) {
	cases := []struct {
		name      string
		formats   []string
		multiPass bool
		want      string // in the error, "" for none
		why       string
	}{
		{"kattis, polygon, dmoj", []string{"kattis", "polygon", "dmoj"}, false, "", "each writes an interactor"},
		{"cms", []string{"kattis", "cms"}, false, "no answer file", "CMS's manager is not given the answer a Kattis interactor reads"},
		{"themis", []string{"themis"}, false, "Themis has no interactor", "no interactor at all"},
		{"an unknown format", []string{"other"}, false, "no interactor in that format", "a format added later is refused until it carries one"},
		{"multi-pass kattis", []string{"kattis"}, true, "", "the Kattis format has multi-pass"},
		{"multi-pass polygon", []string{"kattis", "polygon"}, true, "no second pass", "Polygon runs no second pass"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := checkInteractiveFormats(c.formats, c.multiPass)
			switch {
			case c.want == "" && err != nil:
				t.Fatalf("%s: %v", c.why, err)
			case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n")):
				t.Fatalf("%s: %v, want one line with %q", c.why, err, c.want)
			}
		})
	}
}
