package export

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carokit/internal/progtest"
)

// TestCheckerWrapper: a Kattis output validator, however it leaves
// (return from main, exit, std::exit: the last broke the compile under
// the old "#define exit"), gets each judge's verdict through the
// wrapper, creates no folder (DMOJ killed the old wrapper's mkdtemp;
// the DMOJ runs are in progtest's jail), leaves no file behind, and its
// judge message reaches the judge's channel where the folder is
// writable.
func TestCheckerWrapper(t *testing.T) {
	// The validator reads the output's one word: "yes" accepted.
	validator := func(leave string) string {
		return `#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
static std::ofstream message; // a global, as problemtools' validate.h has
int main(int argc, char** argv) {
    message.open(std::string(argv[3]) + "/judgemessage.txt");
    std::string w;
    std::cin >> w;
    bool ok = w == "yes";
    message << (ok ? "fine" : "said " + w) << "\n";
    ` + leave + `
}
`
	}
	leaves := map[string]string{
		"return":    `return ok ? 42 : 43;`,
		"exit":      `exit(ok ? 42 : 43);`,
		"std::exit": `std::exit(ok ? 42 : 43);`,
	}
	for how, leave := range leaves {
		for _, proto := range []string{protoTestlib, protoCMS} {
			t.Run(how+"/"+proto, func(t *testing.T) {
				bin := progtest.CompileSource(t, "check.cpp", wrapChecker([]byte(validator(leave)), proto))
				for _, word := range []string{"yes", "no"} {
					msg := "fine"
					if word != "yes" {
						msg = "said " + word
					}
					checkWrapped(t, bin, proto, word, msg)
				}
			})
		}
	}
}

// checkWrapped runs the wrapped validator on the output word as the
// protocol's judges do: testlib plain (Polygon) and jailed (DMOJ), CMS
// plain; the answer is "yes", and the judge message must hold wantMsg.
func checkWrapped(t *testing.T, bin, proto, word, wantMsg string) {
	t.Helper()
	accept := word == "yes"
	dir := t.TempDir()
	for name, data := range map[string]string{"in": "1\n", "ans": "yes\n", "out": word + "\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if proto == protoCMS {
		r := progtest.Plain(t, dir, nil, bin, "in", "ans", "out")
		want := map[bool]string{true: "1.0\n", false: "0.0\n"}[accept]
		if r.Code != 0 || r.Stdout != want || !strings.Contains(r.Stderr, wantMsg) {
			t.Errorf("cms, %q: exit %d, stdout %q, stderr %q; want 0, %q, %q", word, r.Code, r.Stdout, r.Stderr, want, wantMsg)
		}
		leftOver(t, dir, 3)
		return
	}
	want := map[bool]int{true: 0, false: 1}[accept]
	r := progtest.Plain(t, dir, nil, bin, "in", "out", "ans")
	if r.Code != want || !strings.Contains(r.Stderr, wantMsg) || !strings.Contains(r.Stdout, wantMsg) {
		t.Errorf("testlib, %q: exit %d, stdout %q, stderr %q; want %d and %q on both", word, r.Code, r.Stdout, r.Stderr, want, wantMsg)
	}
	leftOver(t, dir, 3)
	if r := progtest.Jailed(t, dir, nil, bin, "in", "out", "ans"); r.Code != want {
		t.Errorf("testlib in DMOJ's jail, %q: exit %d (-1: killed), want %d; stderr %q", word, r.Code, want, r.Stderr)
	}
}

func leftOver(t *testing.T, dir string, want int) {
	t.Helper()
	if ents, _ := os.ReadDir(dir); len(ents) != want {
		t.Errorf("the checker left %d files in its folder", len(ents)-want)
	}
}

// TestPolygonCheckerUnderCMS: CMS's Polygon loader compiles
// files/check.cpp with -DCMS (cmscontrib/loaders/polygon.py: g++ -x c++
// -O2 -static -DCMS) and runs it as its comparator ("checker input
// answer output", the score on standard output). Both checkers the
// Polygon export ships, the wrapped checker.cpp and the token compare,
// speak that protocol when so compiled.
func TestPolygonCheckerUnderCMS(t *testing.T) {
	wrapped := wrapChecker([]byte(`#include <iostream>
#include <string>
int main() { std::string w; std::cin >> w; return w == "yes" ? 42 : 43; }
`), protoTestlib)
	token, err := programs.ReadFile("programs/tokencmp.cpp")
	if err != nil {
		t.Fatal(err)
	}
	for name, src := range map[string][]byte{"wrapped": wrapped, "tokencmp": token} {
		t.Run(name, func(t *testing.T) {
			bin := progtest.CompileSource(t, "check.cpp", append([]byte("#define CMS\n"), src...))
			for _, word := range []string{"yes", "no"} {
				checkWrapped(t, bin, protoCMS, word, "")
			}
		})
	}
}
