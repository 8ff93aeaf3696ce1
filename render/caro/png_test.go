package carorender

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"strings"
	"testing"

	"carokit/problems/caro/game"
)

func TestPNG(t *testing.T) {
	tests := []struct {
		name string
		why  string
		c    *game.Case
		at   int
		// Sizes worked out by hand from the layout: 8 px padding each
		// side, 6 px between numbers and board, 24 px cells, row numbers
		// at scale 2 (4 px per digit plus 3, times 2).
		width, height int
		// Cells whose centre pixel must have a given colour.
		pixels map[[2]int]color.RGBA
	}{
		{"sample at the answer", "7×7 board, one-digit rows: 8+6+6 + 7·24 + 8 by 8+10+6 + 7·24 + 8",
			readCase(t, "sample.in"), 0, 196, 200,
			map[[2]int]color.RGBA{
				{2, 3}: pngMark, // the winning line runs through its stones' centres
				{6, 7}: pngMark,
				{4, 4}: pngX, // X stone off the line
				{1, 1}: pngBoard,
			}},
		{"sample before the win", "no line: O's stones keep their colour",
			readCase(t, "sample.in"), 9, 196, 200,
			map[[2]int]color.RGBA{{3, 4}: pngO, {6, 7}: pngO, {5, 4}: pngX}},
		{"border", "11×7 window of four-digit rows: 8+30+6 + 11·24 + 8 by 24 + 7·24 + 8",
			readCase(t, "border.in"), 0, 316, 200,
			map[[2]int]color.RGBA{{4998, 4996}: pngMark, {4998, 5000}: pngMark, {4994, 4990}: pngBoard}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Compose(tc.c, Options{At: tc.at})
			if err != nil {
				t.Fatal(err)
			}
			data, err := p.PNG()
			if err != nil {
				t.Fatal(err)
			}
			img, err := png.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("PNG does not decode: %v", err)
			}
			if b := img.Bounds(); b.Dx() != tc.width || b.Dy() != tc.height {
				t.Fatalf("size %d×%d, want %d×%d (%s)", b.Dx(), b.Dy(), tc.width, tc.height, tc.why)
			}
			l := p.pngLayout()
			for cell, want := range tc.pixels {
				x, y := l.centre(p, cell[0], cell[1])
				got := color.RGBAModel.Convert(img.At(int(x), int(y))).(color.RGBA)
				if got != want {
					t.Errorf("centre of %v is %v, want %v (%s)", cell, got, want, tc.why)
				}
			}
			// The last stone's ring: the pixel just right of the disc.
			x, y := l.centre(p, p.Last.R, p.Last.C)
			if got := color.RGBAModel.Convert(img.At(int(x)+11, int(y))).(color.RGBA); got != pngMark {
				t.Errorf("no ring around the last stone %+v: %v", p.Last, got)
			}
		})
	}
}

func TestPNGRefusesHugeWindow(t *testing.T) {
	// A 300 board drawn whole would be a 7200-pixel square.
	c := &game.Case{N: 300, Moves: []game.Move{{R: 1, C: 1}}}
	p, err := Compose(c, Options{MaxSide: 300})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.PNG(); err == nil || !strings.Contains(err.Error(), "too big") {
		t.Errorf("PNG of a 300×300 window: error %v, want too big", err)
	}
}

func TestDrawNumber(t *testing.T) {
	tests := []struct {
		name string
		why  string
		n    int
		art  string // '#' for an ink pixel, rows separated by '/'
	}{
		{"seven", "catches a mirrored bit order: the stroke is on the right", 7, "###/..#/..#/..#/..#"},
		{"two digits", "digits sit one pixel apart", 12, ".#..###/##....#/.#..###/.#..#../###.###"},
		{"zero", "the hollow centre", 0, "###/#.#/#.#/#.#/###"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rows := strings.Split(tc.art, "/")
			w, h := numberWidth(tc.n, 1), len(rows)
			if w != len(rows[0]) {
				t.Fatalf("numberWidth(%d) = %d, want %d", tc.n, w, len(rows[0]))
			}
			img := image.NewRGBA(image.Rect(0, 0, w, h))
			drawNumber(img, 0, 0, tc.n, 1, pngInk)
			var got []string
			for y := range h {
				var b strings.Builder
				for x := range w {
					if img.RGBAAt(x, y) == pngInk {
						b.WriteByte('#')
					} else {
						b.WriteByte('.')
					}
				}
				got = append(got, b.String())
			}
			if g := strings.Join(got, "/"); g != tc.art {
				t.Errorf("drew %s, want %s (%s)", g, tc.art, tc.why)
			}
		})
	}
}

func TestDigitGlyphsDistinct(t *testing.T) {
	seen := map[[5]uint8]int{}
	for d, g := range digitGlyphs {
		if prev, dup := seen[g]; dup {
			t.Errorf("digits %d and %d look the same", prev, d)
		}
		seen[g] = d
	}
}
