package carorender

import (
	"bytes"
	"fmt"
	"image"
	"math"

	"golang.org/x/image/font"
)

// The legend under the board: which colour is which player, and what the
// ring and the bar mean. Both pictures draw the same entries.
const (
	legendX    = "X (moves 1, 3, 5, …)"
	legendO    = "O (moves 2, 4, 6, …)"
	legendLast = "last move"
	legendWin  = "winning line"
)

// PNG legend geometry in pixels: two rows, a swatch then its words.
const (
	pngLegendRow  = 22 // height of a row
	pngLegendSize = 12 // its text
	pngSwatchR    = 7  // radius of a swatch stone
	pngSwatchGap  = 6  // between a swatch and its words
	pngEntryGap   = 18 // between two entries of a row
)

// legendRows are the legend's two rows: the players, then the marks (the
// bar only when the picture has a winning line).
func (p *Picture) legendRows() [2][]string {
	marks := []string{legendLast}
	if p.Win.Move != 0 {
		marks = append(marks, legendWin)
	}
	return [2][]string{{legendX, legendO}, marks}
}

// pngLegendWidth is the width the legend needs, its padding included.
func (p *Picture) pngLegendWidth(face font.Face) int {
	widest := 0.0
	for _, row := range p.legendRows() {
		w := 0.0
		for i, s := range row {
			if i > 0 {
				w += pngEntryGap
			}
			w += 2*pngSwatchR + pngSwatchGap + toFloat(font.MeasureString(face, s))
		}
		widest = max(widest, w)
	}
	return 2*pngPad + int(math.Ceil(widest))
}

// pngLegend draws the legend from the top edge y: a red and a blue stone
// naming X and O, then a ring and a bar for the last move and the
// winning line.
func (p *Picture) pngLegend(img *image.RGBA, face font.Face, y int) {
	pt := painter{img: img}
	capHeight := toFloat(face.Metrics().CapHeight)
	for i, row := range p.legendRows() {
		cy := float64(y+i*pngLegendRow) + pngLegendRow/2
		x := float64(pngPad)
		for _, s := range row {
			cx := x + pngSwatchR
			switch s {
			case legendX:
				pt.disc(cx, cy, pngSwatchR, pngX)
			case legendO:
				pt.disc(cx, cy, pngSwatchR, pngO)
			case legendLast:
				pt.ring(cx, cy, pngSwatchR-2, pngSwatchR, pngMark)
			case legendWin:
				pt.line(cx-pngSwatchR, cy, cx+pngSwatchR, cy, pngWinWidth, pngMark)
			}
			x += 2*pngSwatchR + pngSwatchGap
			drawText(img, face, s, x, cy+capHeight/2, pngInk)
			x += toFloat(font.MeasureString(face, s)) + pngEntryGap
		}
	}
}

// SVG legend geometry in pixels.
const (
	svgLegendRow = 20
	svgSwatchR   = 6
)

// svgLegendWidth is the width the legend's longest row needs.
func (p *Picture) svgLegendWidth() int {
	widest := 0
	for _, row := range p.legendRows() {
		w := svgPad
		for _, s := range row {
			w += 2*svgSwatchR + 6 + int(float64(runeLen(s))*svgCharW*svgTextFont) + 18
		}
		widest = max(widest, w)
	}
	return widest
}

// svgLegendHeight is the height the legend takes under the caption.
func svgLegendHeight() int { return 2*svgLegendRow + 6 }

// svgLegend writes the legend as <g class="legend"> from the top edge y:
// the same entries as the PNG's, each a swatch and a <text>.
func (p *Picture) svgLegend(b *bytes.Buffer, y int) {
	fmt.Fprintf(b, `<g class="legend" font-size="%d" fill="%s">`+"\n", svgTextFont, colourInk)
	for i, row := range p.legendRows() {
		cy := y + i*svgLegendRow + svgLegendRow/2
		x := svgPad
		for _, s := range row {
			cx := x + svgSwatchR
			switch s {
			case legendX:
				fmt.Fprintf(b, `<circle class="legend-x" cx="%d" cy="%d" r="%d" fill="%s"/>`+"\n", cx, cy, svgSwatchR, colourX)
			case legendO:
				fmt.Fprintf(b, `<circle class="legend-o" cx="%d" cy="%d" r="%d" fill="%s"/>`+"\n", cx, cy, svgSwatchR, colourO)
			case legendLast:
				fmt.Fprintf(b, `<circle cx="%d" cy="%d" r="%d" fill="none" stroke="%s" stroke-width="2"/>`+"\n", cx, cy, svgSwatchR-1, colourMark)
			case legendWin:
				fmt.Fprintf(b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="5" stroke-linecap="round" stroke-opacity="0.6"/>`+"\n", cx-svgSwatchR, cy, cx+svgSwatchR, cy, colourMark)
			}
			x += 2*svgSwatchR + 6
			fmt.Fprintf(b, `<text x="%d" y="%d" dominant-baseline="central">%s</text>`+"\n", x, cy, esc(s))
			x += int(float64(runeLen(s))*svgCharW*svgTextFont) + 18
		}
	}
	b.WriteString("</g>\n")
}
