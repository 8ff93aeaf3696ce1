package carorender

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"carokit/problems/caro/game"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

func TestTextGolden(t *testing.T) {
	tests := []struct {
		name string
		why  string
		opt  Options
	}{
		{"sample", "the CARO.md sample at its answer, drawn whole", Options{}},
		{"border", "a line filled in the middle against the right border of a 5000 board: four-digit labels", Options{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Compose(readCase(t, tc.name+".in"), tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			got := p.Text()
			path := filepath.Join("testdata", tc.name+".golden")
			if *update {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./render -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("Text differs from %s (%s); got:\n%s\nwant:\n%s", path, tc.why, got, want)
			}
		})
	}
}

// TestTextColumnNumbersAligned reads every number in the header and checks
// that it ends right above the stone character of the column it names, and
// that the numbers never touch.
func TestTextColumnNumbersAligned(t *testing.T) {
	tests := []struct {
		name string
		why  string
		c    *game.Case
		opt  Options
		min  int // at least this many numbers in the header
	}{
		{"one-digit columns", "every column is numbered", xWins(9, line(1, 1, game.Vertical, 5), 9), Options{}, 9},
		{"two-digit columns", "every column still fits", xWins(25, line(10, 15, game.Horizontal, 5), 2), Options{}, 25},
		{"three-digit columns", "only multiples of 5 and the first column", xWins(5000, line(300, 100, game.Horizontal, 5), 10), Options{Margin: 10}, 5},
		{"four-digit columns at the border", "4996..5000 must not run into each other", xWins(5000, line(1, 4996, game.Horizontal, 5), 10), Options{}, 3},
		{"four-digit first column one before a multiple of 5", "the first number is dropped when it would touch the next",
			xWins(5000, line(1000, 4994, game.Horizontal, 5), 10), Options{Margin: -1}, 1},
	}
	number := regexp.MustCompile(`[0-9]+`)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Compose(tc.c, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(p.Text(), "\n")
			header, firstRow := lines[1], lines[2]
			// The stone of column Left sits after the row number and two spaces.
			stone0 := len(regexp.MustCompile(`^ *[0-9]+ `).FindString(firstRow)) + 1
			if firstRow[stone0] == ' ' {
				t.Fatalf("cannot find the first stone in %q", firstRow)
			}
			locs := number.FindAllStringIndex(header, -1)
			if len(locs) < tc.min {
				t.Errorf("%d numbers in header %q, want at least %d (%s)", len(locs), header, tc.min, tc.why)
			}
			seen := map[int]bool{}
			for i, loc := range locs {
				v, _ := strconv.Atoi(header[loc[0]:loc[1]])
				seen[v] = true
				end := loc[1] - 1
				if (end-stone0)%textCell != 0 || p.Left+(end-stone0)/textCell != v {
					t.Errorf("number %d ends at %d, above column %d (%s): %q", v, end, p.Left+(end-stone0)/textCell, tc.why, header)
				}
				if i > 0 && loc[0] <= locs[i-1][1] {
					t.Errorf("numbers touch in header %q", header)
				}
			}
			for c := p.Left; c <= p.Right; c++ {
				if c%5 == 0 && !seen[c] {
					t.Errorf("column %d, a multiple of 5, is not numbered in %q (%s)", c, header, tc.why)
				}
			}
		})
	}
}

func TestTextMarks(t *testing.T) {
	sample := readCase(t, "sample.in")
	tests := []struct {
		name  string
		why   string
		at    int
		row   int    // board row to check
		want  string // that row as drawn
		count map[string]int
	}{
		{"at the answer", "the winning stone is the last one, so it carries [ ] and four ( ) follow",
			10, 4, "4  X  X  X  X (O) .  .", map[string]int{"[": 1, "(": 4}},
		{"before the win", "no winning marks, the last stone is X's move 9",
			9, 5, "5  .  .  . [X] .  O  .", map[string]int{"[": 1, "(": 0}},
		{"after the win", "the line stays marked, the last stone is O's move 12 at (1,2)",
			12, 1, "1  . [O] .  .  .  .  .", map[string]int{"[": 1, "(": 5}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Compose(sample, Options{At: tc.at})
			if err != nil {
				t.Fatal(err)
			}
			rows := strings.Split(boardRows(p.Text()), "\n")[1:] // drop the header
			if got := rows[tc.row-1]; got != tc.want {
				t.Errorf("row %d is %q, want %q (%s)", tc.row, got, tc.want, tc.why)
			}
			board := strings.Join(rows, "\n")
			for mark, n := range tc.count {
				if got := strings.Count(board, mark); got != n {
					t.Errorf("%d %q marks, want %d (%s)", got, mark, n, tc.why)
				}
			}
		})
	}
}
