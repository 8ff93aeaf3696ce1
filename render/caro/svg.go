package carorender

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"math"
	"strconv"

	"carokit/problems/caro/game"
)

// SVG geometry in pixels; cells are squares with the stone in the middle.
const (
	svgCell      = 28
	svgStoneR    = 11
	svgPad       = 10
	svgTitleH    = 24 // title band above the column numbers
	svgLabelsH   = 16 // column numbers band
	svgCaptionH  = 46 // two caption lines under the board
	svgLabelFont = 10
	svgTextFont  = 12
	svgCharW     = 0.6 // monospace advance, in ems
)

// Colours shared by SVG and PNG, as "#rrggbb".
const (
	colourBoard  = "#f1deb5"
	colourGrid   = "#a08660"
	colourBorder = "#5b4636"
	colourX      = "#c0392b" // red
	colourO      = "#1f5fa8" // blue
	colourMark   = "#111111" // last-move ring and winning line
	colourInk    = "#222222" // numbers and text
	colourPaper  = "#ffffff"
)

// SVG draws the window as a standalone SVG document: X red and O blue with
// each stone's move number inside (the legend under the caption says so), a ring around the last stone, and the
// winning line as <line id="win-line" class="win-line"> from the centre of
// its first stone to the centre of its last. Board edges are solid, edges
// where the board was cropped are dashed.
func (p *Picture) SVG() []byte {
	rowW := len(strconv.Itoa(p.Bottom))
	g := svgFrame{x0: svgPad + int(float64(rowW)*svgCharW*svgLabelFont) + 6, y0: svgTitleH + svgLabelsH}
	g.w, g.h = p.cols()*svgCell, p.rows()*svgCell
	caption := p.Caption()
	key := "last " + p.lastMove()
	textW := int(float64(max(runeLen(p.Title), runeLen(caption), runeLen(key)))*svgCharW*svgTextFont) + 2*svgPad
	width := max(g.x0+g.w+svgPad, textW)
	width = max(width, p.svgLegendWidth())
	height := g.y0 + g.h + svgCaptionH + svgLegendHeight()

	var b bytes.Buffer
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="monospace">`+"\n",
		width, height, width, height)
	fmt.Fprintf(&b, "<title>%s</title>\n", esc(p.Title))
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="%s"/>`+"\n", width, height, colourPaper)
	fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="%d" fill="%s">%s</text>`+"\n", svgPad, svgTitleH-8, svgTextFont, colourInk, esc(p.Title))
	p.svgBoard(&b, g)
	p.svgAxes(&b, g)
	p.svgStones(&b, g)
	fmt.Fprintf(&b, `<g class="caption" font-size="%d" fill="%s">`+"\n", svgTextFont, colourInk)
	fmt.Fprintf(&b, `<text x="%d" y="%d">%s</text>`+"\n", svgPad, g.y0+g.h+18, esc(caption))
	fmt.Fprintf(&b, `<text x="%d" y="%d">%s</text>`+"\n", svgPad, g.y0+g.h+36, esc(key))
	b.WriteString("</g>\n")
	p.svgLegend(&b, g.y0+g.h+svgCaptionH)
	b.WriteString("</svg>\n")
	return b.Bytes()
}

// svgFrame is where the board is drawn: its top-left corner and size.
type svgFrame struct{ x0, y0, w, h int }

// svgBoard draws the board, its grid, and its edges: solid where the board
// ends, dashed where the window crops it.
func (p *Picture) svgBoard(b *bytes.Buffer, g svgFrame) {
	x0, y0, w, h := g.x0, g.y0, g.w, g.h
	fmt.Fprintf(b, `<rect class="board" x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n", x0, y0, w, h, colourBoard)
	fmt.Fprintf(b, `<g class="grid" stroke="%s" stroke-width="1">`+"\n", colourGrid)
	for j := 1; j < p.cols(); j++ {
		x := x0 + j*svgCell
		fmt.Fprintf(b, `<line x1="%d" y1="%d" x2="%d" y2="%d"/>`+"\n", x, y0, x, y0+h)
	}
	for i := 1; i < p.rows(); i++ {
		y := y0 + i*svgCell
		fmt.Fprintf(b, `<line x1="%d" y1="%d" x2="%d" y2="%d"/>`+"\n", x0, y, x0+w, y)
	}
	b.WriteString("</g>\n")
	edges := [4]struct {
		board          bool
		x1, y1, x2, y2 int
	}{
		{p.Top == 1, x0, y0, x0 + w, y0},
		{p.Bottom == p.N, x0, y0 + h, x0 + w, y0 + h},
		{p.Left == 1, x0, y0, x0, y0 + h},
		{p.Right == p.N, x0 + w, y0, x0 + w, y0 + h},
	}
	for _, e := range edges {
		style := `class="board-edge" stroke-width="3"`
		if !e.board {
			style = `class="crop-edge" stroke-width="1.5" stroke-dasharray="4 3"`
		}
		fmt.Fprintf(b, `<line %s stroke="%s" x1="%d" y1="%d" x2="%d" y2="%d"/>`+"\n", style, colourBorder, e.x1, e.y1, e.x2, e.y2)
	}
}

// svgAxes numbers every column and row; the font shrinks for long numbers.
func (p *Picture) svgAxes(b *bytes.Buffer, g svgFrame) {
	colW := len(strconv.Itoa(p.Right))
	colFont := min(svgLabelFont, float64(svgCell-2)/(svgCharW*float64(colW)))
	fmt.Fprintf(b, `<g class="axis" fill="%s" font-size="%s">`+"\n", colourInk, num(colFont))
	for j := range p.cols() {
		fmt.Fprintf(b, `<text x="%d" y="%d" text-anchor="middle">%d</text>`+"\n", g.x0+j*svgCell+svgCell/2, g.y0-5, p.Left+j)
	}
	for i := range p.rows() {
		fmt.Fprintf(b, `<text x="%d" y="%d" text-anchor="end" dominant-baseline="central">%d</text>`+"\n", g.x0-6, g.y0+i*svgCell+svgCell/2, p.Top+i)
	}
	b.WriteString("</g>\n")
}

// svgStones draws the stones first, then the winning line, then the move
// numbers on top so the line does not hide them, then the last-move ring.
func (p *Picture) svgStones(b *bytes.Buffer, g svgFrame) {
	x0, y0 := g.x0, g.y0
	b.WriteString(`<g class="stones">` + "\n")
	for _, s := range p.Stones {
		cx, cy := svgCentre(x0, y0, p, s.R, s.C)
		colour, class := colourX, "x"
		if s.Player == game.O {
			colour, class = colourO, "o"
		}
		fmt.Fprintf(b, `<circle class="stone %s" cx="%d" cy="%d" r="%d" fill="%s"><title>move %d: %s (%d,%d)</title></circle>`+"\n",
			class, cx, cy, svgStoneR, colour, s.Move, s.Player, s.R, s.C)
	}
	b.WriteString("</g>\n")
	if p.Win.Move != 0 {
		x1, y1 := svgCentre(x0, y0, p, int(p.Win.From.R), int(p.Win.From.C))
		x2, y2 := svgCentre(x0, y0, p, int(p.Win.To.R), int(p.Win.To.C))
		fmt.Fprintf(b, `<line id="win-line" class="win-line" x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="5" stroke-linecap="round" stroke-opacity="0.6"/>`+"\n",
			x1, y1, x2, y2, colourMark)
	}
	fmt.Fprintf(b, `<g class="moves" fill="%s" text-anchor="middle" dominant-baseline="central">`+"\n", colourPaper)
	for _, s := range p.Stones {
		cx, cy := svgCentre(x0, y0, p, s.R, s.C)
		digits := len(strconv.Itoa(s.Move))
		font := min(11, 2*svgStoneR*0.95/(svgCharW*float64(digits)))
		fmt.Fprintf(b, `<text x="%d" y="%d" font-size="%s">%d</text>`+"\n", cx, cy, num(font), s.Move)
	}
	b.WriteString("</g>\n")
	if p.contains(p.Last.R, p.Last.C) {
		cx, cy := svgCentre(x0, y0, p, p.Last.R, p.Last.C)
		fmt.Fprintf(b, `<circle id="last-move" class="last-move" cx="%d" cy="%d" r="%s" fill="none" stroke="%s" stroke-width="2.5"/>`+"\n",
			cx, cy, num(svgStoneR+2.5), colourMark)
	}
}

// svgCentre is the pixel centre of cell (r, c) for a board drawn at (x0, y0).
func svgCentre(x0, y0 int, p *Picture, r, c int) (x, y int) {
	return x0 + (c-p.Left)*svgCell + svgCell/2, y0 + (r-p.Top)*svgCell + svgCell/2
}

func esc(s string) string {
	var b bytes.Buffer
	// xml.EscapeText fails only when the writer does; a bytes.Buffer does not.
	_ = xml.EscapeText(&b, []byte(s))
	return b.String()
}

// num prints a length with at most two decimals.
func num(f float64) string { return strconv.FormatFloat(math.Round(f*100)/100, 'f', -1, 64) }

func runeLen(s string) int { return len([]rune(s)) }
