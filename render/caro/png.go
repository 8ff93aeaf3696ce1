package carorender

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"strconv"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"carokit/problems/caro/game"
)

// PNG geometry in pixels. Cells are larger than the SVG's, whose numbers
// can be zoomed: a move number must be legible in its stone.
const (
	pngMinCell   = 32   // the cell, unless move numbers need more room
	pngPad       = 8    // around the picture
	pngAxisSpace = 5    // between the numbers and the board
	pngLabelSize = 12   // axis numbers
	pngMoveSize  = 12   // the largest move number inside a stone
	pngReadable  = 9    // cells grow until every move number fits at this size
	pngMinSize   = 5    // no number is drawn smaller
	pngWinWidth  = 5    // winning line thickness
	pngBorder    = 3    // thickness of an edge of the board (not a crop)
	pngMaxSide   = 4800 // pixels a side of the board; more would make an image of hundreds of MB
)

// stoneRadius is the radius of a stone in a cell of the given size: 13.5
// px in a 32-px cell, leaving a gap where the winning line shows.
func stoneRadius(cell int) float64 { return float64(cell) * 27 / 64 }

// numberRoom is the width a move number may take in a stone of a cell.
func numberRoom(cell int) float64 { return 2 * stoneRadius(cell) * 0.85 }

// The SVG colours, decoded once for the PNG.
var (
	pngBoard = hexColour(colourBoard)
	pngGrid  = hexColour(colourGrid)
	pngEdge  = hexColour(colourBorder)
	pngX     = hexColour(colourX)
	pngO     = hexColour(colourO)
	pngMark  = hexColour(colourMark)
	pngInk   = hexColour(colourInk)
	pngPaper = hexColour(colourPaper)
)

// pngLayout places the board inside the image.
type pngLayout struct {
	cell          int     // side of a cell
	stoneR        float64 // radius of a stone
	x0, y0        int     // top-left corner of the board
	width, height int     // the whole image
	rowFace       font.Face
	colFace       font.Face // smaller than rowFace when column numbers are too wide for a cell
	legendFace    font.Face
	legendY       int // top of the legend, under the board
}

func (p *Picture) pngLayout(fs faces) (pngLayout, error) {
	var l pngLayout
	var err error
	if l.cell, err = p.pngCell(fs); err != nil {
		return l, err
	}
	l.stoneR = stoneRadius(l.cell)
	if l.rowFace, err = fs.at(pngLabelSize); err != nil {
		return l, err
	}
	if l.colFace, err = fs.fitting(strconv.Itoa(p.Right), float64(l.cell-5), pngLabelSize, pngMinSize); err != nil {
		return l, err
	}
	capHeight := toFloat(l.colFace.Metrics().CapHeight)
	rowW := toFloat(font.MeasureString(l.rowFace, strconv.Itoa(p.Bottom)))
	l.x0 = pngPad + int(math.Ceil(rowW)) + pngAxisSpace
	l.y0 = pngPad + int(math.Ceil(capHeight)) + pngAxisSpace
	if l.legendFace, err = fs.at(pngLegendSize); err != nil {
		return l, err
	}
	l.width = max(l.x0+p.cols()*l.cell+pngPad, p.pngLegendWidth(l.legendFace))
	l.legendY = l.y0 + p.rows()*l.cell + pngPad
	l.height = l.legendY + 2*pngLegendRow + pngPad
	return l, nil
}

// pngCell is the smallest cell, from pngMinCell up in steps of 4 px, in
// whose stone the longest move number of the window fits at pngReadable
// px: six digits need 44 px.
func (p *Picture) pngCell(fs faces) (int, error) {
	longest := 0
	for _, s := range p.Stones {
		longest = max(longest, s.Move)
	}
	f, err := fs.at(pngReadable)
	if err != nil {
		return 0, err
	}
	w := toFloat(font.MeasureString(f, strconv.Itoa(longest)))
	cell := pngMinCell
	for numberRoom(cell) < w {
		cell += 4
	}
	return cell, nil
}

// centre is the pixel centre of cell (r, c).
func (l pngLayout) centre(p *Picture, r, c int) (x, y float64) {
	return float64(l.x0 + (c-p.Left)*l.cell + l.cell/2), float64(l.y0 + (r-p.Top)*l.cell + l.cell/2)
}

// PNG draws the window as a PNG image in the colours of the SVG: X red and
// O blue with each stone's move number inside, a ring around the last
// stone, a thick dark winning line joining the centres of its stones, and
// every row and column numbered, and under the board a legend naming the
// colours of X and O, the ring and the bar. Thick edges are the board's border, thin
// ones are where it was cropped. Shapes are anti-aliased by
// golang.org/x/image/vector and numbers set in the Go font. Cells grow
// from 32 px when move numbers have five or six digits; a board over 4800
// px a side (150 cells of 32 px) is refused.
func (p *Picture) PNG() ([]byte, error) {
	fs := faces{}
	l, err := p.pngLayout(fs)
	if err != nil {
		return nil, err
	}
	if max(p.rows(), p.cols())*l.cell > pngMaxSide {
		return nil, fmt.Errorf("render: a %d×%d window is too big for a PNG (at most %d cells of %d px a side)", p.rows(), p.cols(), pngMaxSide/l.cell, l.cell)
	}
	img := image.NewRGBA(image.Rect(0, 0, l.width, l.height))
	fillRect(img, img.Bounds(), pngPaper)
	p.pngBoard(img, l)
	p.pngLabels(img, l)
	p.pngLegend(img, l.legendFace, l.legendY)

	// The winning line goes under the stones: it shows between them and
	// does not cross their move numbers.
	pt := painter{img: img}
	if p.Win.Move != 0 {
		ax, ay := l.centre(p, int(p.Win.From.R), int(p.Win.From.C))
		bx, by := l.centre(p, int(p.Win.To.R), int(p.Win.To.C))
		pt.line(ax, ay, bx, by, pngWinWidth, pngMark)
	}
	for _, s := range p.Stones {
		cx, cy := l.centre(p, s.R, s.C)
		col := pngX
		if s.Player == game.O {
			col = pngO
		}
		pt.disc(cx, cy, l.stoneR, col)
	}
	for _, s := range p.Stones {
		cx, cy := l.centre(p, s.R, s.C)
		face, err := fs.fitting(strconv.Itoa(s.Move), numberRoom(l.cell), pngMoveSize, pngMinSize)
		if err != nil {
			return nil, err
		}
		drawCentred(img, face, strconv.Itoa(s.Move), cx, cy, pngPaper)
	}
	if p.contains(p.Last.R, p.Last.C) {
		cx, cy := l.centre(p, p.Last.R, p.Last.C)
		pt.ring(cx, cy, l.stoneR+0.5, l.stoneR+2.5, pngMark)
	}

	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("render: encode png: %w", err)
	}
	return buf.Bytes(), nil
}

// pngBoard draws the board, its grid and the edges that are the board's.
func (p *Picture) pngBoard(img *image.RGBA, l pngLayout) {
	w, h := p.cols()*l.cell, p.rows()*l.cell
	fillRect(img, image.Rect(l.x0, l.y0, l.x0+w, l.y0+h), pngBoard)
	for j := 0; j <= p.cols(); j++ {
		x := l.x0 + j*l.cell
		fillRect(img, image.Rect(x, l.y0, x+1, l.y0+h+1), pngGrid)
	}
	for i := 0; i <= p.rows(); i++ {
		y := l.y0 + i*l.cell
		fillRect(img, image.Rect(l.x0, y, l.x0+w+1, y+1), pngGrid)
	}
	// An edge is 3 pixels centred on the grid line it replaces.
	left, top, right, bottom := l.x0-1, l.y0-1, l.x0+w+2, l.y0+h+2
	if p.Top == 1 {
		fillRect(img, image.Rect(left, top, right, top+pngBorder), pngEdge)
	}
	if p.Bottom == p.N {
		fillRect(img, image.Rect(left, bottom-pngBorder, right, bottom), pngEdge)
	}
	if p.Left == 1 {
		fillRect(img, image.Rect(left, top, left+pngBorder, bottom), pngEdge)
	}
	if p.Right == p.N {
		fillRect(img, image.Rect(right-pngBorder, top, right, bottom), pngEdge)
	}
}

// pngLabels numbers the columns above the board, centred on each column,
// and the rows to its left, right-aligned; all digits of an axis share one
// baseline.
func (p *Picture) pngLabels(img *image.RGBA, l pngLayout) {
	for j := range p.cols() {
		s := strconv.Itoa(p.Left + j)
		w := toFloat(font.MeasureString(l.colFace, s))
		x := float64(l.x0+j*l.cell+l.cell/2) - w/2
		drawText(img, l.colFace, s, x, float64(l.y0-pngAxisSpace), pngInk)
	}
	rowCap := toFloat(l.rowFace.Metrics().CapHeight)
	for i := range p.rows() {
		s := strconv.Itoa(p.Top + i)
		w := toFloat(font.MeasureString(l.rowFace, s))
		x := float64(l.x0-pngAxisSpace) - w
		y := float64(l.y0+i*l.cell+l.cell/2) + rowCap/2
		drawText(img, l.rowFace, s, x, y, pngInk)
	}
}

// drawText draws s from the dot (x, baseline), rounded to whole pixels so
// that hinted digits stay sharp.
func drawText(img *image.RGBA, face font.Face, s string, x, baseline float64, c color.RGBA) {
	d := font.Drawer{Dst: img, Src: image.NewUniform(c), Face: face,
		Dot: fixed.P(int(math.Round(x)), int(math.Round(baseline)))}
	d.DrawString(s)
}

// drawCentred draws s with the box of its ink centred on (cx, cy).
func drawCentred(img *image.RGBA, face font.Face, s string, cx, cy float64, c color.RGBA) {
	b, _ := font.BoundString(face, s)
	x := cx - (toFloat(b.Min.X)+toFloat(b.Max.X))/2
	y := cy - (toFloat(b.Min.Y)+toFloat(b.Max.Y))/2
	drawText(img, face, s, x, y, c)
}

// fillRect paints the rectangle r, clipped to the image.
func fillRect(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	draw.Draw(img, r, image.NewUniform(c), image.Point{}, draw.Src)
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
