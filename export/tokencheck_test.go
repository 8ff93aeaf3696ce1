package export

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"carokit/testpkg"
)

// TestTokenCheckers pins which comparison each judge gets for a problem
// judged by the token compare (no checker.cpp), against what the
// judges' sources do with it: CMS always the compiled token checker
// (its white diff is line by line, cms/grading/steps/whitediff.py:75);
// DMOJ its standard checker only when every answer is one token
// (dmoj/checkers/_checker.c check_standard tells a line break from a
// space between tokens), else checker.cpp bridged; Polygon the token
// checker named std::wcmp.cpp only then too, since VNOJ's importer
// turns that name into DMOJ's standard checker
// (judge/utils/codeforces_polygon.py:390). A folder problem (judged by
// the Kattis default validator) keeps the judges' own comparisons.
func TestTokenCheckers(t *testing.T) {
	cases := []struct {
		name       string
		twoTokens  bool // one answer is "HtBest 201", as duiyi's
		folder     bool
		dmojBridge bool
		cmsChecker bool
		wcmp       bool
	}{
		{name: "one token per answer (Caro)", cmsChecker: true, wcmp: true},
		{name: "two tokens in an answer (duiyi, Joc 7)", twoTokens: true, dmojBridge: true, cmsChecker: true},
		{name: "a folder problem", twoTokens: true, folder: true, wcmp: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pkgDir, m := fakePackage(t, "duiyi", caroLike)
			if c.twoTokens {
				put(t, filepath.Join(pkgDir, filepath.FromSlash(m.Tests[5].Answer)), "HtBest 201\n")
				if err := testpkg.Seal(pkgDir, m); err != nil {
					t.Fatal(err)
				}
				writeManifest(t, pkgDir, m)
			}
			opt := Options{Submissions: mainSolution(t, len(m.Subtasks))}
			if c.folder {
				opt.Folder = t.TempDir()
			}
			dmoj := filepath.Join(t.TempDir(), "dmoj")
			cms := filepath.Join(t.TempDir(), "cms")
			polygon := filepath.Join(t.TempDir(), "polygon")
			for format, out := range map[string]string{"dmoj": dmoj, "cms": cms, "polygon": polygon} {
				if err := Export(pkgDir, format, out, opt); err != nil {
					t.Fatalf("%s: %v", format, err)
				}
			}
			init := string(readFile(t, filepath.Join(dmoj, "init.yml")))
			_, err := os.Stat(filepath.Join(dmoj, "checker.cpp"))
			if bridged := strings.Contains(init, "name: bridged") && err == nil; bridged != c.dmojBridge {
				t.Errorf("dmoj: bridged checker.cpp %v, want %v:\n%s", bridged, c.dmojBridge, init)
			}
			if said := strings.Contains(init, "# DMOJ's standard checker judges"); said != (!c.dmojBridge && !c.folder) {
				t.Errorf("dmoj: init.yml says the standard checker is the token compare: %v, want %v", said, !c.dmojBridge && !c.folder)
			}
			if _, err := os.Stat(filepath.Join(cms, "check/checker")); (err == nil) != c.cmsChecker {
				t.Errorf("cms: check/checker %v, want %v", err == nil, c.cmsChecker)
			}
			xml := readFile(t, filepath.Join(polygon, "problem.xml"))
			if named := regexp.MustCompile(`<checker name="std::wcmp.cpp"`).Match(xml); named != c.wcmp {
				t.Errorf("polygon: checker named std::wcmp.cpp %v, want %v", named, c.wcmp)
			}
		})
	}
}
