package havrender

import (
	"bytes"
	"fmt"
	"html"
	"math"
	"strconv"
)

// SVG geometry: neighbouring cells' centres are unit pixels apart, each
// cell a flat-topped hexagon.
const (
	unit     = 34.0
	svgPad   = 12.0
	svgTitle = 28.0
)

// The colours of every picture.
const (
	colourBoard  = "#f1deb5"
	colourEdge   = "#d9b77a" // edge cells
	colourCorner = "#b8894a" // corner cells
	colourGrid   = "#a08660"
	colourStone  = "#1f5fa8"
	colourWon    = "#c0392b" // the group that won
	colourHole   = "#2e8b57" // an empty cell a ring encloses
	colourInk    = "#222222"
	colourPaper  = "#ffffff"
)

// centre is a cell's centre in pixels relative to the focus: x+y grows
// upwards, y−x to the right.
func (p *Picture) centre(c Cell) (float64, float64) {
	d := float64((c.Y - c.X) - (p.Focus.Y - p.Focus.X))
	s := float64((c.X + c.Y) - (p.Focus.X + p.Focus.Y))
	return d * unit * math.Sqrt(3) / 2, -s * unit / 2
}

// size is the picture's width and height, and the offset of the focus.
func (p *Picture) size() (w, h, ox, oy float64) {
	r := float64(p.Radius)
	half := r*unit*math.Sqrt(3)/2 + unit/math.Sqrt(3) // columns (y−x) are within r of the focus's
	w, h = 2*half+2*svgPad, (2*r+1)*unit+2*svgPad+svgTitle+legendH
	w = math.Max(w, 7.5*float64(len(p.Title))+2*svgPad) // room for the title at 14 px
	w = math.Max(w, p.legendWidth())
	return w, h, w / 2, svgTitle + svgPad + (r+0.5)*unit
}

// hexagon is the corners of a cell's flat-topped hexagon around (x, y).
func hexagon(x, y float64) [6][2]float64 {
	var out [6][2]float64
	rad := unit / math.Sqrt(3)
	for i := range 6 {
		a := math.Pi / 3 * float64(i)
		out[i] = [2]float64{x + rad*math.Cos(a), y + rad*math.Sin(a)}
	}
	return out
}

func (c Cell) fill() string {
	switch {
	case c.Enclosed:
		return colourHole
	case c.Corner:
		return colourCorner
	case c.Edge:
		return colourEdge
	}
	return colourBoard
}

// SVG draws the window by hand: one polygon per cell (corner and edge
// cells darker, enclosed empty cells green), a disc per stone with its
// move number (the group that won in red, the last move ringed), and a
// legend of those colours under the board.
func (p *Picture) SVG() []byte {
	var b bytes.Buffer
	w, h, ox, oy := p.size()
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" font-family="sans-serif">`+"\n", num(w), num(h), num(w), num(h))
	fmt.Fprintf(&b, `<rect width="%s" height="%s" fill="%s"/>`+"\n", num(w), num(h), colourPaper)
	fmt.Fprintf(&b, `<text x="%s" y="%s" font-size="14" fill="%s">%s</text>`+"\n", num(svgPad), num(svgTitle-6), colourInk, html.EscapeString(p.Title))
	fmt.Fprintf(&b, `<g class="cells" stroke="%s" stroke-width="1">`+"\n", colourGrid)
	for _, c := range p.Cells {
		x, y := p.centre(c)
		fmt.Fprintf(&b, `<polygon class="cell" data-x="%d" data-y="%d" fill="%s" points="`, c.X, c.Y, c.fill())
		for i, v := range hexagon(ox+x, oy+y) {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(num(v[0]) + "," + num(v[1]))
		}
		b.WriteString(`"/>` + "\n")
	}
	b.WriteString("</g>\n<g class=\"stones\" text-anchor=\"middle\" dominant-baseline=\"central\">\n")
	for _, c := range p.Cells {
		if c.Move == 0 {
			continue
		}
		x, y := p.centre(c)
		colour := colourStone
		if c.Won {
			colour = colourWon
		}
		stroke := ""
		if c.Last {
			stroke = fmt.Sprintf(` stroke="%s" stroke-width="3"`, colourInk)
		}
		label := strconv.Itoa(c.Move)
		fmt.Fprintf(&b, `<circle class="stone" cx="%s" cy="%s" r="%s" fill="%s"%s/>`+"\n", num(ox+x), num(oy+y), num(unit*0.42), colour, stroke)
		fmt.Fprintf(&b, `<text x="%s" y="%s" font-size="%s" fill="%s">%s</text>`+"\n", num(ox+x), num(oy+y), num(math.Min(13, unit*0.75/float64(len(label))*1.6)), colourPaper, label)
	}
	b.WriteString("</g>\n")
	p.svgLegend(&b, legendY(h))
	b.WriteString("</svg>\n")
	return b.Bytes()
}

func num(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) }
