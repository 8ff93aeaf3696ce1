package havgen

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/golden.txt from the current generators")

// goldenCases are command lines whose output is pinned: a package records
// `carokit gen …` as the way to reproduce each test byte for byte, so a
// change of any kind's output must be deliberate (rerun with -update).
var goldenCases = []string{
	"minimal --seed 1",
	"bridge --s 6 --seed 2",
	"fork --s 7 --seed 3",
	"ring --s 12 --t 5 --seed 4",
	"combo --s 10 --seed 5",
	"full-loop --s 10 --t 3 --seed 6",
	"near-miss --s 8 --t 4 --seed 7",
	"triangle --s 8 --t 3 --seed 8",
	"boundary --s 6 --t 3 --seed 9",
	"after --s 8 --t 3 --seed 10",
	"empty --t 4 --seed 11",
	"tiny --t 10 --seed 12",
	"snake --s 3000 --m 10000 --seed 13",
	"snake --s 3000 --m 10000 --close bridge --seed 14",
}

func TestGolden(t *testing.T) {
	path := filepath.Join("testdata", "golden.txt")
	var got bytes.Buffer
	fmt.Fprintln(&got, "# sha256 of the input of each command line; go test ./gen/havannah -run Golden -update rewrites it")
	for _, line := range goldenCases {
		w := words(line)
		out, err := generate(t, w[0], w[1:]...)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		fmt.Fprintf(&got, "%x  %s\n", sha256.Sum256(out.Input), line)
	}
	if *update {
		if err := os.WriteFile(path, got.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	pinned := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(want))
	for sc.Scan() {
		if sum, cmd, ok := strings.Cut(sc.Text(), "  "); ok && !strings.HasPrefix(sum, "#") {
			pinned[cmd] = sum
		}
	}
	sc = bufio.NewScanner(&got)
	for sc.Scan() {
		sum, cmd, ok := strings.Cut(sc.Text(), "  ")
		if ok && !strings.HasPrefix(sum, "#") && pinned[cmd] != sum {
			t.Errorf("%s: the input changed (sha256 %s, pinned %s); if deliberate, rerun with -update", cmd, sum, pinned[cmd])
		}
	}
}

// TestGoldenMinimal pins the whole text of the smallest file, so the
// format itself (T, "S M", "x y") is visible in the test.
func TestGoldenMinimal(t *testing.T) {
	out, err := generate(t, "minimal", "--what", "ring", "--seed", "1")
	if err != nil {
		t.Fatal(err)
	}
	want := "1\n3 6\n"
	if !strings.HasPrefix(string(out.Input), want) || strings.Count(string(out.Input), "\n") != 8 {
		t.Errorf("input %q, want T = 1, S = 3, M = 6 and six moves", out.Input)
	}
	if string(out.Answer) != "Case #1: ring in move 6\n" {
		t.Errorf("answer %q", out.Answer)
	}
}
