package carogen

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
	"line --n 15 --dir a --seed 1",
	"mid-fill --n 15 --gap 2 --seed 2",
	"long-run --n 15 --len 7 --pos 3 --seed 3",
	"edge-win --n 15 --edge corner --seed 4",
	"late-win --n 40 --k 1200 --seed 5",
	"last-move-win --n 15 --k 200 --seed 6",
	"dense-block --n 60 --rows 20 --cols 30 --seed 7",
	"full-no-win --n 15 --seed 8",
	"random --n 15 --k 100 --seed 9",
	"tiny --seed 10",
	"line --n 300 --k 81000 --at 97% --seed 11",
	"mid-fill --n 5000 --k 300000 --gap 1 --at 97% --seed 12",
}

func TestGolden(t *testing.T) {
	path := filepath.Join("testdata", "golden.txt")
	var got bytes.Buffer
	fmt.Fprintln(&got, "# sha256 of the input of each command line; go test ./gen -run Golden -update rewrites it")
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
	wantLines := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(want))
	for sc.Scan() {
		if sum, cmd, ok := strings.Cut(sc.Text(), "  "); ok && !strings.HasPrefix(sum, "#") {
			wantLines[cmd] = sum
		}
	}
	sc = bufio.NewScanner(&got)
	for sc.Scan() {
		sum, cmd, ok := strings.Cut(sc.Text(), "  ")
		if !ok || strings.HasPrefix(sum, "#") {
			continue
		}
		if wantLines[cmd] != sum {
			t.Errorf("%s: the input changed (sha256 %s, pinned %s); if deliberate, rerun with -update", cmd, sum, wantLines[cmd])
		}
	}
}
