package carorender

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"strings"
	"testing"

	"golang.org/x/image/font"

	"carokit/problems/caro/game"
)

// The PNG tests decode the image and look at pixels whose colour the
// drawing fixes: the body of a stone, the winning line between two of its
// stones, the last-move ring, the move numbers' ink. They do not pin bytes:
// anti-aliasing and font hinting would make a byte pin fail on any change
// of golang.org/x/image without saying what looks wrong.

func decodePNG(t *testing.T, p *Picture) *image.RGBA {
	t.Helper()
	data, err := p.PNG()
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("PNG does not decode: %v", err)
	}
	rgba, ok := img.(*image.RGBA)
	if !ok {
		// png.Decode returns NRGBA for an opaque RGBA source: convert.
		rgba = image.NewRGBA(img.Bounds())
		for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
			for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
				rgba.Set(x, y, img.At(x, y))
			}
		}
	}
	return rgba
}

func layoutOf(t *testing.T, p *Picture) pngLayout {
	t.Helper()
	l, err := p.pngLayout(faces{})
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// isNumberInk is a pixel of a move number inside a stone: white text,
// anti-aliased, on red or blue, whose darkest channel is at most 0x2b.
func isNumberInk(c color.RGBA) bool { return min(c.R, c.G, c.B) > 0x80 }

// isWhite is a pixel of a move number that strayed onto the board: the
// board's darkest channel is 0xb5.
func isWhite(c color.RGBA) bool { return min(c.R, c.G, c.B) > 0xd0 }

// isLabelInk is a pixel of an axis number: dark text on white paper.
func isLabelInk(c color.RGBA) bool { return max(c.R, c.G, c.B) < 0xa0 }

func TestPNG(t *testing.T) {
	tests := []struct {
		name string
		why  string
		c    *game.Case
		at   int
		// Sizes worked out by hand from the layout: 8 px padding each
		// side, 5 px between numbers and board, 32 px cells; in the Go
		// font at 12 px a digit is 7 px wide and 9 px high (hinted).
		width, height int
		stones        map[[2]int]color.RGBA // cells whose stone (or board) shows above the number
	}{
		{"sample at the answer", "7×7 board, one-digit rows: as wide as the legend's players row (299 > 8+7+5 + 7·32 + 8), 8+9+5 + 7·32 + 8 high and the legend's 2·22 + 8",
			readCase(t, "sample.in"), 0, 299, 306,
			map[[2]int]color.RGBA{{4, 4}: pngX, {3, 4}: pngO, {6, 7}: pngO, {1, 1}: pngBoard, {7, 7}: pngBoard}},
		{"sample before the win", "no line yet: stones keep their colour and no mark joins them",
			readCase(t, "sample.in"), 9, 299, 306,
			map[[2]int]color.RGBA{{3, 4}: pngO, {6, 7}: pngO, {5, 4}: pngX, {2, 3}: pngBoard}},
		{"border", "11×7 window of four-digit rows: 8+28+5 + 11·32 + 8, wider than the legend, by the same height",
			readCase(t, "border.in"), 0, 401, 306,
			map[[2]int]color.RGBA{{4998, 4996}: pngX, {4998, 5000}: pngX, {4994, 4990}: pngBoard}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Compose(tc.c, Options{At: tc.at})
			if err != nil {
				t.Fatal(err)
			}
			img := decodePNG(t, p)
			if b := img.Bounds(); b.Dx() != tc.width || b.Dy() != tc.height {
				t.Fatalf("size %d×%d, want %d×%d (%s)", b.Dx(), b.Dy(), tc.width, tc.height, tc.why)
			}
			l := layoutOf(t, p)
			for cell, want := range tc.stones {
				// 10 px above the centre: inside the stone, above its number.
				x, y := l.centre(p, cell[0], cell[1])
				if got := img.RGBAAt(int(x), int(y)-10); got != want {
					t.Errorf("cell %v shows %v, want %v (%s)", cell, got, want, tc.why)
				}
			}
			// The winning line shows between each two of its stones; before
			// the win nothing dark lies where it will be.
			full, _ := game.Play(tc.c)
			checkWinLine(t, img, p, l, full, p.Win.Move != 0)
			// The last stone's ring: 1 px outside the disc, on the right.
			x, y := l.centre(p, p.Last.R, p.Last.C)
			if got := img.RGBAAt(int(x+l.stoneR+1), int(y)); got != pngMark {
				t.Errorf("no ring around the last stone %+v: %v", p.Last, got)
			}
			checkMoveNumbers(t, img, p, l)
		})
	}
}

// checkWinLine looks midway between the centres of each two consecutive
// stones of line: the pixel there is the line's colour exactly when drawn.
func checkWinLine(t *testing.T, img *image.RGBA, p *Picture, l pngLayout, line game.Result, drawn bool) {
	t.Helper()
	dr, dc := line.Dir.Step()
	for i := range line.Length - 1 {
		r, c := int(line.From.R)+i*dr, int(line.From.C)+i*dc
		if !p.contains(r, c) || !p.contains(r+dr, c+dc) {
			continue
		}
		ax, ay := l.centre(p, r, c)
		bx, by := l.centre(p, r+dr, c+dc)
		got := img.RGBAAt(int((ax+bx)/2), int((ay+by)/2))
		if (got == pngMark) != drawn {
			t.Errorf("between (%d,%d) and (%d,%d): %v, line drawn %v", r, c, r+dr, c+dc, got, drawn)
		}
	}
}

// checkMoveNumbers finds the ink of each stone's number: there is some,
// its box is centred on the stone and at least 5 px high (a digit of the
// Go font at 7 px), and none of it strays out of the stone. An empty cell
// has none.
func checkMoveNumbers(t *testing.T, img *image.RGBA, p *Picture, l pngLayout) {
	t.Helper()
	g := p.grid()
	for i := range p.rows() {
		for j := range p.cols() {
			cx, cy := l.centre(p, p.Top+i, p.Left+j)
			var box, stray, white image.Rectangle
			for y := int(cy) - l.cell/2 + 2; y < int(cy)+l.cell/2-1; y++ {
				for x := int(cx) - l.cell/2 + 2; x < int(cx)+l.cell/2-1; x++ {
					c, px := img.RGBAAt(x, y), image.Rect(x, y, x+1, y+1)
					// Pixels the disc covers only in part blend it with the board: skip them.
					d := math.Hypot(float64(x)+0.5-cx, float64(y)+0.5-cy)
					switch {
					case d <= l.stoneR-1 && isNumberInk(c):
						box = box.Union(px)
					case d > l.stoneR+0.5 && isWhite(c):
						stray = stray.Union(px)
					}
					if d <= l.stoneR-1 && isWhite(c) {
						white = white.Union(px)
					}
				}
			}
			s := fmt.Sprintf("empty cell (%d,%d)", p.Top+i, p.Left+j)
			if g[i][j] >= 0 {
				st := p.Stones[g[i][j]]
				s = fmt.Sprintf("move %d at (%d,%d)", st.Move, st.R, st.C)
			}
			mx, my := float64(box.Min.X+box.Max.X)/2, float64(box.Min.Y+box.Max.Y)/2
			switch {
			case !stray.Empty():
				t.Errorf("%s: white ink on the board at %v", s, stray)
			case g[i][j] < 0 && !white.Empty():
				t.Errorf("%s: white ink at %v", s, white)
			case g[i][j] < 0:
			case box.Empty():
				t.Errorf("%s has no number", s)
			case math.Abs(mx-cx) > 1.5 || math.Abs(my-cy) > 1.5:
				t.Errorf("%s: its number's box %v is centred at (%g,%g), the stone at (%g,%g)", s, box, mx, my, cx, cy)
			case box.Dy() < 5:
				t.Errorf("%s: its number is %d px high, too small to read", s, box.Dy())
			}
		}
	}
}

// TestPNGMoveNumbers draws stones whose numbers have five and six digits,
// the widest a case can have (K ≤ 300 000): they must still fit in their
// stones and be readable.
func TestPNGMoveNumbers(t *testing.T) {
	// A full 320×320 board where nobody wins: X where (c + 2r) mod 4 < 2
	// makes runs of two along rows and alternates down columns and
	// diagonals. X and O cells are played alternately, 102 400 moves.
	const n = 320
	var xs, os []game.Move
	for r := 1; r <= n; r++ {
		for c := 1; c <= n; c++ {
			m := game.Move{R: int32(r), C: int32(c)}
			if (c+2*r)%4 < 2 {
				xs = append(xs, m)
			} else {
				os = append(os, m)
			}
		}
	}
	c := &game.Case{N: n}
	for i := range xs {
		c.Moves = append(c.Moves, xs[i], os[i])
	}
	p, err := Compose(c, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if p.Answer != 0 || p.Last.Move != n*n {
		t.Fatalf("the board should end with nobody winning at move %d: answer %d, last %d", n*n, p.Answer, p.Last.Move)
	}
	img := decodePNG(t, p)
	l := layoutOf(t, p)
	if l.cell != 44 {
		t.Errorf("cells of %d px for six-digit numbers, want 44 (the 9-px Go font needs 30 px for six digits)", l.cell)
	}
	checkMoveNumbers(t, img, p, l)
}

// TestPNGLabels checks that every row and column is numbered: dark ink in
// the band left of each row and above each column, and a column's number
// stays over its own column even with four digits.
func TestPNGLabels(t *testing.T) {
	tests := []struct {
		name string
		file string
		why  string
	}{
		{"one digit", "sample.in", "the whole 7×7 board"},
		{"four digits", "border.in", "columns 4990–5000: the widest numbers must not run into the next column"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Compose(readCase(t, tc.file), Options{})
			if err != nil {
				t.Fatal(err)
			}
			img := decodePNG(t, p)
			l := layoutOf(t, p)
			for i := range p.rows() {
				band := image.Rect(0, l.y0+i*l.cell+1, l.x0-1, l.y0+(i+1)*l.cell)
				if inkIn(img, band).Empty() {
					t.Errorf("row %d has no number (%s)", p.Top+i, tc.why)
				}
			}
			for j := range p.cols() {
				col := image.Rect(l.x0+j*l.cell, 0, l.x0+(j+1)*l.cell, l.y0-2)
				if inkIn(img, col).Empty() {
					t.Errorf("column %d has no number (%s)", p.Left+j, tc.why)
				}
			}
			// No number crosses the line between two columns.
			for j := range p.cols() + 1 {
				x := l.x0 + j*l.cell
				if ink := inkIn(img, image.Rect(x, 0, x+1, l.y0-2)); !ink.Empty() {
					t.Errorf("a column number crosses x=%d, between columns %d and %d, at %v (%s)", x, p.Left+j-1, p.Left+j, ink, tc.why)
				}
			}
		})
	}
}

// inkIn is the bounding box of the axis-number ink inside r.
func inkIn(img *image.RGBA, r image.Rectangle) image.Rectangle {
	var box image.Rectangle
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if isLabelInk(img.RGBAAt(x, y)) {
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return box
}

func TestPNGRefusesHugeWindow(t *testing.T) {
	// A 300 board drawn whole would be a 9600-pixel square, past 4800.
	c := &game.Case{N: 300, Moves: []game.Move{{R: 1, C: 1}}}
	p, err := Compose(c, Options{MaxSide: 300})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.PNG(); err == nil || !strings.Contains(err.Error(), "too big") {
		t.Errorf("PNG of a 300×300 window: error %v, want too big", err)
	}
}

// TestPNGLegend: under the board, a red and a blue stone with the words
// naming X and O, and the marks' swatches (the bar only once someone has
// won).
func TestPNGLegend(t *testing.T) {
	for _, at := range []int{0, 9} {
		p, err := Compose(readCase(t, "sample.in"), Options{At: at})
		if err != nil {
			t.Fatal(err)
		}
		img, l := decodePNG(t, p), layoutOf(t, p)
		row := func(i int) int { return l.legendY + i*pngLegendRow + pngLegendRow/2 }
		if got := img.RGBAAt(pngPad+pngSwatchR, row(0)); got != pngX {
			t.Errorf("at %d: the first swatch is %v, want X's red", at, got)
		}
		oX := pngPad + 2*pngSwatchR + pngSwatchGap + int(toFloat(font.MeasureString(l.legendFace, legendX))) + pngEntryGap + pngSwatchR
		if got := img.RGBAAt(oX, row(0)); got != pngO {
			t.Errorf("at %d: the second swatch (x %d) is %v, want O's blue", at, oX, got)
		}
		words := inkIn(img, image.Rect(pngPad+2*pngSwatchR, l.legendY, oX-pngSwatchR, l.legendY+pngLegendRow))
		if words.Dx() < 80 {
			t.Errorf("at %d: the words after X's swatch take %v, want the text %q", at, words, legendX)
		}
		winX := pngPad + 2*pngSwatchR + pngSwatchGap + int(toFloat(font.MeasureString(l.legendFace, legendLast))) + pngEntryGap + pngSwatchR
		if got, drawn := img.RGBAAt(winX, row(1)), p.Win.Move != 0; (got == pngMark) != drawn {
			t.Errorf("at %d: the bar's swatch shows %v, want drawn %v", at, got, drawn)
		}
	}
}
