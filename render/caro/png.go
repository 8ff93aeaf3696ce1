package carorender

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"strconv"

	"carokit/problems/caro/game"
)

// PNG geometry in pixels.
const (
	pngCell      = 24
	pngStoneR    = 9.5
	pngPad       = 8
	pngRowScale  = 2   // row numbers are drawn twice the font size
	pngWinWidth  = 5   // winning line thickness
	pngMaxCells  = 200 // a larger window would make an image of hundreds of MB
	pngAxisSpace = 6   // between the numbers and the board
)

// The SVG colours, decoded once for the PNG.
var (
	pngBoard  = hexColour(colourBoard)
	pngGrid   = hexColour(colourGrid)
	pngBorder = hexColour(colourBorder)
	pngX      = hexColour(colourX)
	pngO      = hexColour(colourO)
	pngMark   = hexColour(colourMark)
	pngInk    = hexColour(colourInk)
	pngPaper  = hexColour(colourPaper)
)

// pngLayout places the board inside the image.
type pngLayout struct {
	x0, y0        int // top-left corner of the board
	width, height int // the whole image
	colScale      int // column numbers shrink to one font pixel when long
}

func (p *Picture) pngLayout() pngLayout {
	rowLabelW := numberWidth(p.Bottom, pngRowScale)
	l := pngLayout{
		x0:       pngPad + rowLabelW + pngAxisSpace,
		y0:       pngPad + glyphH*pngRowScale + pngAxisSpace,
		colScale: pngRowScale,
	}
	if numberWidth(p.Right, pngRowScale) > pngCell-4 {
		l.colScale = 1
	}
	l.width = l.x0 + p.cols()*pngCell + pngPad
	l.height = l.y0 + p.rows()*pngCell + pngPad
	return l
}

// centre is the pixel centre of cell (r, c).
func (l pngLayout) centre(p *Picture, r, c int) (x, y float64) {
	return float64(l.x0 + (c-p.Left)*pngCell + pngCell/2), float64(l.y0 + (r-p.Top)*pngCell + pngCell/2)
}

// PNG draws the window as a PNG image with the standard library only: the
// colours of SVG, a ring around the last stone, a thick dark winning line
// through the centres of its stones, and every row and column numbered in
// the built-in 3×5 digit font. Thick edges are the board's border, thin
// ones are where it was cropped. Windows over 200 cells a side are refused.
func (p *Picture) PNG() ([]byte, error) {
	if p.rows() > pngMaxCells || p.cols() > pngMaxCells {
		return nil, fmt.Errorf("render: a %d×%d window is too big for a PNG (at most %d cells a side)", p.rows(), p.cols(), pngMaxCells)
	}
	l := p.pngLayout()
	img := image.NewRGBA(image.Rect(0, 0, l.width, l.height))
	fillRect(img, 0, 0, l.width, l.height, pngPaper)
	w, h := p.cols()*pngCell, p.rows()*pngCell
	fillRect(img, l.x0, l.y0, w, h, pngBoard)
	for j := 0; j <= p.cols(); j++ {
		fillRect(img, l.x0+j*pngCell, l.y0, 1, h+1, pngGrid)
	}
	for i := 0; i <= p.rows(); i++ {
		fillRect(img, l.x0, l.y0+i*pngCell, w+1, 1, pngGrid)
	}
	const bw = 3
	if p.Top == 1 {
		fillRect(img, l.x0-1, l.y0-1, w+bw, bw, pngBorder)
	}
	if p.Bottom == p.N {
		fillRect(img, l.x0-1, l.y0+h-1, w+bw, bw, pngBorder)
	}
	if p.Left == 1 {
		fillRect(img, l.x0-1, l.y0-1, bw, h+bw, pngBorder)
	}
	if p.Right == p.N {
		fillRect(img, l.x0+w-1, l.y0-1, bw, h+bw, pngBorder)
	}

	for j := range p.cols() {
		c := p.Left + j
		x := l.x0 + j*pngCell + (pngCell-numberWidth(c, l.colScale)+1)/2
		y := l.y0 - pngAxisSpace - glyphH*l.colScale
		drawNumber(img, x, y, c, l.colScale, pngInk)
	}
	for i := range p.rows() {
		r := p.Top + i
		x := l.x0 - pngAxisSpace - numberWidth(r, pngRowScale)
		y := l.y0 + i*pngCell + (pngCell-glyphH*pngRowScale)/2
		drawNumber(img, x, y, r, pngRowScale, pngInk)
	}

	for _, s := range p.Stones {
		cx, cy := l.centre(p, s.R, s.C)
		col := pngX
		if s.Player == game.O {
			col = pngO
		}
		paint(img, cx, cy, pngStoneR, col, func(x, y float64) bool {
			return math.Hypot(x-cx, y-cy) <= pngStoneR
		})
	}
	if p.contains(p.Last.R, p.Last.C) {
		cx, cy := l.centre(p, p.Last.R, p.Last.C)
		const in, out = pngStoneR + 0.5, pngStoneR + 2.5
		paint(img, cx, cy, out, pngMark, func(x, y float64) bool {
			d := math.Hypot(x-cx, y-cy)
			return d >= in && d <= out
		})
	}
	if p.Win.Move != 0 {
		ax, ay := l.centre(p, int(p.Win.From.R), int(p.Win.From.C))
		bx, by := l.centre(p, int(p.Win.To.R), int(p.Win.To.C))
		const half = pngWinWidth / 2.0
		mx, my := (ax+bx)/2, (ay+by)/2
		reach := math.Hypot(bx-ax, by-ay)/2 + half
		paint(img, mx, my, reach, pngMark, func(x, y float64) bool {
			return segmentDist(x, y, ax, ay, bx, by) <= half
		})
	}

	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("render: encode png: %w", err)
	}
	return buf.Bytes(), nil
}

// fillRect paints a w×h rectangle at (x, y), clipped to the image.
func fillRect(img *image.RGBA, x, y, w, h int, c color.RGBA) {
	r := image.Rect(x, y, x+w, y+h).Intersect(img.Bounds())
	for py := r.Min.Y; py < r.Max.Y; py++ {
		for px := r.Min.X; px < r.Max.X; px++ {
			img.SetRGBA(px, py, c)
		}
	}
}

// paint blends c into every pixel within reach of (cx, cy) in proportion
// to how many of its 4×4 sample points inside accepts, which smooths the
// edges of discs, rings and lines without a rasteriser.
func paint(img *image.RGBA, cx, cy, reach float64, c color.RGBA, inside func(x, y float64) bool) {
	const n = 4
	box := image.Rect(int(math.Floor(cx-reach))-1, int(math.Floor(cy-reach))-1,
		int(math.Ceil(cx+reach))+1, int(math.Ceil(cy+reach))+1).Intersect(img.Bounds())
	for py := box.Min.Y; py < box.Max.Y; py++ {
		for px := box.Min.X; px < box.Max.X; px++ {
			hits := 0
			for sy := range n {
				for sx := range n {
					if inside(float64(px)+(float64(sx)+0.5)/n, float64(py)+(float64(sy)+0.5)/n) {
						hits++
					}
				}
			}
			if hits > 0 {
				img.SetRGBA(px, py, blend(img.RGBAAt(px, py), c, hits, n*n))
			}
		}
	}
}

func blend(dst, src color.RGBA, num, den int) color.RGBA {
	mix := func(a, b uint8) uint8 { return uint8((int(a)*(den-num) + int(b)*num + den/2) / den) }
	return color.RGBA{mix(dst.R, src.R), mix(dst.G, src.G), mix(dst.B, src.B), 255}
}

// segmentDist is the distance from (x, y) to the segment (ax, ay)–(bx, by).
func segmentDist(x, y, ax, ay, bx, by float64) float64 {
	dx, dy := bx-ax, by-ay
	t := 0.0
	if l2 := dx*dx + dy*dy; l2 > 0 {
		t = max(0, min(1, ((x-ax)*dx+(y-ay)*dy)/l2))
	}
	return math.Hypot(x-(ax+t*dx), y-(ay+t*dy))
}

// hexColour decodes "#rrggbb"; the colours are constants of this package,
// so a malformed one shows as black rather than failing a drawing.
func hexColour(s string) color.RGBA {
	if len(s) != 7 || s[0] != '#' {
		return color.RGBA{A: 255}
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return color.RGBA{A: 255}
	}
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}
}
