package export

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carokit/problem"
)

// TestInvalidTests: a folder problem's invalid tests (generated ones
// included, made by the app) are in the 2025-09 Kattis export's data/
// as BAPCtools lays them out (invalid_input/NAME.in, invalid_answer/
// NAME.in and .ans, invalid_output/NAME.in, .ans and .out) and copied by
// its generators.yaml, so bt generate keeps them; every other export
// lists each in its MarkerFile as skipped, with the reason. The export
// used to leave out generated ones and every invalid_answer and
// invalid_output test, silently.
func TestInvalidTests(t *testing.T) {
	pkg, _ := fakePackage(t, "inv", duiyiLike)
	invalid := []InvalidTest{
		{Path: "invalid_input/zero", Files: map[string][]byte{".in": []byte("0\n")}},
		{Path: "invalid_answer/word", Files: map[string][]byte{".in": []byte("1 1\n"), ".ans": []byte("x\n")}},
		{Path: "invalid_output/big", Files: map[string][]byte{".in": []byte("1 1\n"), ".ans": []byte("2\n"), ".out": []byte("3\n")}},
	}
	files := []string{"invalid_input/zero.in", "invalid_answer/word.in", "invalid_answer/word.ans",
		"invalid_output/big.in", "invalid_output/big.ans", "invalid_output/big.out"}
	cases := []struct {
		name, format string
		opt          Options
		has          bool   // data/ holds the invalid tests
		why          string // the MarkerFile's reason when it does not
	}{
		{"kattis 2025-09", "kattis", Options{KattisVersion: Kattis2025, Scoring: ScoringPassFail}, true, ""},             // BAPCtools reads them
		{"kattis legacy", "kattis", Options{}, false, "problemtools reads no data/ group but sample and secret"},         // verifyproblem refuses other groups
		{"kattis 2023-07", "kattis", Options{KattisVersion: Kattis2023}, false, "in Kattis 2023-07; the 2025-09 export"}, // the same
		{"dmoj", "dmoj", Options{}, false, "the dmoj format has no invalid tests"},                                       // no such concept
		{"cms", "cms", Options{}, false, "the cms format has no invalid tests"},
		{"polygon", "polygon", Options{}, false, "the polygon format has no invalid tests"},
		{"themis", "themis", Options{}, false, "the themis format has no invalid tests"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "x")
			c.opt.Invalid = invalid
			if c.format == "polygon" { // Polygon tags an accepted C++ program main
				main := filepath.Join(t.TempDir(), "main.cpp")
				put(t, main, "// main\n")
				c.opt.Submissions = []Submission{{Path: main, Expected: []problem.Verdict{problem.OK}}}
			}
			if err := Export(pkg, c.format, out, c.opt); err != nil {
				t.Fatal(err)
			}
			for _, f := range files {
				_, err := os.Stat(filepath.Join(out, "data", filepath.FromSlash(f)))
				if (err == nil) != c.has {
					t.Errorf("data/%s: %v, want it there: %v", f, err, c.has)
				}
			}
			marker, err := os.ReadFile(filepath.Join(out, MarkerFile))
			if err != nil {
				t.Fatal(err)
			}
			for _, inv := range invalid {
				var line string
				for _, l := range strings.Split(string(marker), "\n") {
					if strings.HasPrefix(l, "skipped: data/"+inv.Path+" (") {
						line = l
					}
				}
				if (line == "") != c.has || !strings.Contains(line, c.why) {
					t.Errorf("%s says of %s %q (want it listed: %v, reason %q)", MarkerFile, inv.Path, line, !c.has, c.why)
				}
			}
			if !c.has {
				return
			}
			gen, err := os.ReadFile(filepath.Join(out, "generators", "generators.yaml"))
			if err != nil {
				t.Fatal(err)
			}
			for _, inv := range invalid {
				if !strings.Contains(string(gen), "copy: data/"+inv.Path+"\n") {
					t.Errorf("generators.yaml does not copy %s (bt generate would remove it):\n%s", inv.Path, gen)
				}
			}
		})
	}
}
