package testpkg_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"carokit/testpkg"
)

// TestCertificationOrder: certification lists every unmet requirement,
// one each, the most basic first: a subtask without tests, and then
// nothing more about that subtask (no test there can catch anything).
func TestCertificationOrder(t *testing.T) {
	cases := []struct {
		name, plan string
		want       []string
		why        string
	}{
		{"subtask without tests", "@subtask 1\nsample sample\nsum --n 4 --fill 9\n",
			[]string{"subtask 2 has no tests"},
			"a plan still being written: the empty subtask is named, not the mutants it does not kill"},
		{"empty subtask first", "@subtask 1\nsum --n 4 --fill 2\n",
			[]string{"subtask 2 has no tests", "subtask 1: no test catches the wrong solution odd", "subtask 1: no test kills the mutant nine (nine summary)"},
			"the most basic problem before what the tests of subtask 1 miss (4×2 is even, no 9)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "pkg")
			_, err := testpkg.Build(context.Background(), testpkg.Options{Problem: mutantToy(c.plan), Out: out, Seed: 1})
			var ce *testpkg.CertificationError
			if !errors.As(err, &ce) {
				t.Fatalf("got %v, want a certification error (%s)", err, c.why)
			}
			if !slices.Equal(ce.Problems, c.want) {
				t.Errorf("problems\n%q\nwant\n%q (%s)", ce.Problems, c.want, c.why)
			}
			lines := ce.Lines()
			if len(lines) != len(c.want)+1 {
				t.Errorf("lines %q: want one line per problem and the hint", lines)
			}
			if last := lines[len(lines)-1]; !strings.Contains(last, "--draft") {
				t.Errorf("last line %q does not say how to build a draft", last)
			}
		})
	}
}

// TestDraft: package --draft builds what certification refuses, marked
// not certified in the manifest on disk with every reason, and a draft
// that would certify anyway is an ordinary certified package.
func TestDraft(t *testing.T) {
	cases := []struct {
		name, plan string
		draft      bool
		unmet      int
		why        string
	}{
		{"refused without draft", "@subtask 1\nsample sample\n", false, 0,
			"control: the same plan fails certification"},
		{"draft", "@subtask 1\nsample sample\n", true, 2,
			"subtask 2 empty, and no 9 in subtask 1 for nine (odd is caught: the sample's 7 is odd)"},
		{"draft that certifies", "@subtask 1\nsample sample\nsum --n 4 --fill 9\n@subtask 2\nsum --n 7 --fill 9\nsum --n 9\n", true, 0,
			"nothing unmet: certified, not a draft"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "pkg")
			var warn bytes.Buffer
			m, err := testpkg.Build(context.Background(), testpkg.Options{Problem: mutantToy(c.plan), Out: out, Seed: 1, Draft: c.draft, Warnings: &warn})
			if !c.draft {
				if err == nil {
					t.Fatalf("built without --draft (%s)", c.why)
				}
				return
			}
			if err != nil {
				t.Fatalf("draft build failed: %v (%s)", err, c.why)
			}
			data, err := os.ReadFile(filepath.Join(out, testpkg.ManifestFile))
			if err != nil {
				t.Fatal(err)
			}
			var disk map[string]any
			if err := json.Unmarshal(data, &disk); err != nil {
				t.Fatal(err)
			}
			isDraft := c.unmet > 0
			if m.Draft != isDraft || m.Certified == isDraft || disk["certified"] != !isDraft || (disk["draft"] == true) != isDraft {
				t.Errorf("draft %v certified %v, on disk certified %v draft %v; want draft %v (%s)", m.Draft, m.Certified, disk["certified"], disk["draft"], isDraft, c.why)
			}
			if len(m.Uncertified) != c.unmet {
				t.Errorf("uncertified %q, want %d reasons (%s)", m.Uncertified, c.unmet, c.why)
			}
			if isDraft && (m.Uncertified[0] != "subtask 2 has no tests" || strings.Count(warn.String(), "draft, not certified: ") != c.unmet) {
				t.Errorf("uncertified %q, warnings %q: want the empty subtask first and a warning per reason", m.Uncertified, warn.String())
			}
		})
	}
}
