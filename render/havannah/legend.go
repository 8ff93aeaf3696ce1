package havrender

import (
	"bytes"
	"fmt"
	"html"
	"image"
	"math"

	"golang.org/x/image/font"
)

// legendH is the height of the legend band under the board, and
// legendCharW the width of one of its characters at 12 px.
const (
	legendH     = 26.0
	legendCharW = 7.0
	swatchR     = 7.0
)

// legendEntry is one colour the picture uses and what it means.
type legendEntry struct {
	label, colour string
	stone         bool // a disc, else a cell's hexagon
}

// legend lists the colours of this picture: the stones, the winning
// group and enclosed cells when there are any, edge and corner cells.
func (p *Picture) legend() []legendEntry {
	won, enclosed := false, false
	for _, c := range p.Cells {
		won, enclosed = won || c.Won, enclosed || c.Enclosed
	}
	out := []legendEntry{{"stone", colourStone, true}}
	if won {
		out = append(out, legendEntry{"winning group", colourWon, true})
	}
	if enclosed {
		out = append(out, legendEntry{"enclosed by a ring", colourHole, false})
	}
	return append(out, legendEntry{"edge", colourEdge, false}, legendEntry{"corner", colourCorner, false})
}

// legendWidth is the width the legend band takes, its padding included.
func (p *Picture) legendWidth() float64 {
	w := 2 * svgPad
	for _, e := range p.legend() {
		w += legendStep(e)
	}
	return w
}

// legendStep is how far one entry takes the legend: swatch, gap, words,
// gap to the next.
func legendStep(e legendEntry) float64 {
	return 2*swatchR + 6 + legendCharW*float64(len([]rune(e.label))) + 16
}

// svgLegend writes the legend as <g class="legend"> along the band whose
// middle is y.
func (p *Picture) svgLegend(b *bytes.Buffer, y float64) {
	fmt.Fprintf(b, `<g class="legend" font-size="12" fill="%s">`+"\n", colourInk)
	x := svgPad
	for _, e := range p.legend() {
		cx := x + swatchR
		if e.stone {
			fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s" fill="%s"/>`+"\n", num(cx), num(y), num(swatchR), e.colour)
		} else {
			fmt.Fprintf(b, `<polygon fill="%s" stroke="%s" points="`, e.colour, colourGrid)
			for i, v := range polygon(cx, y, swatchR+1, 6, 0) {
				if i > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(num(v[0]) + "," + num(v[1]))
			}
			b.WriteString(`"/>` + "\n")
		}
		fmt.Fprintf(b, `<text x="%s" y="%s" dominant-baseline="central">%s</text>`+"\n", num(cx+swatchR+6), num(y), html.EscapeString(e.label))
		x += legendStep(e)
	}
	b.WriteString("</g>\n")
}

// pngLegend draws the same legend on img along the band whose middle is
// y.
func (p *Picture) pngLegend(img *image.RGBA, face font.Face, y float64) {
	x := svgPad
	capH := float64(face.Metrics().CapHeight) / 64
	for _, e := range p.legend() {
		cx := x + swatchR
		if e.stone {
			fill(img, polygon(cx, y, swatchR, 32, 0), rgb(e.colour))
		} else {
			fill(img, polygon(cx, y, swatchR+1, 6, 0), rgb(colourGrid))
			fill(img, polygon(cx, y, swatchR, 6, 0), rgb(e.colour))
		}
		text(img, face, e.label, cx+swatchR+6, y+capH/2, rgb(colourInk), false)
		x += legendStep(e)
	}
}

// legendY is the middle of the legend band of a picture h pixels high
// (the band is its last legendH pixels).
func legendY(h float64) float64 { return h - legendH/2 - math.Min(svgPad, 4) }
