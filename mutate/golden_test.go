package mutate

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/golden")

// maxsumSource is the folder problem maxsum's reference, a real
// submission: its mutants are held to testdata/golden/maxsum-sol.cpp.golden.
const maxsumSource = "../problems/folder/testdata/maxsum/submissions/accepted/sol.cpp"

// TestGolden holds every mutant of each source of testdata/golden (C,
// C++ and Python programs using every operator) and of maxsumSource to
// its .golden file: one line per mutant, its id, its operator and its
// one-line diff.
func TestGolden(t *testing.T) {
	sources, err := filepath.Glob("testdata/golden/*")
	if err != nil {
		t.Fatal(err)
	}
	goldens := map[string]string{maxsumSource: "testdata/golden/maxsum-sol.cpp.golden"}
	for _, path := range sources {
		goldens[path] = path + ".golden"
	}
	n := 0
	for path, golden := range goldens {
		lang, ok := LangOf(path)
		if !ok {
			continue
		}
		n++
		t.Run(filepath.Base(golden), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			for _, m := range Mutants(src, lang, 1, 0) {
				fmt.Fprintf(&b, "%s %s %s\n", m.ID, m.Operator, m.Diff(src))
			}
			if *update {
				if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if got := b.String(); got != string(want) {
				t.Errorf("mutants of %s differ from %s (go test -run TestGolden -update rewrites it):\n%s", path, golden, got)
			}
		})
	}
	if n < 4 {
		t.Fatalf("only %d golden sources", n)
	}
}
