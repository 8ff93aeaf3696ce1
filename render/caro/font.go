package carorender

import (
	"image"
	"image/color"
	"strconv"
)

// digitGlyphs is a 3×5 pixel font for 0–9, so PNG axes carry numbers
// without font files. Each row holds three bits, the leftmost pixel highest.
var digitGlyphs = [10][5]uint8{
	{0b111, 0b101, 0b101, 0b101, 0b111}, // 0
	{0b010, 0b110, 0b010, 0b010, 0b111}, // 1
	{0b111, 0b001, 0b111, 0b100, 0b111}, // 2
	{0b111, 0b001, 0b111, 0b001, 0b111}, // 3
	{0b101, 0b101, 0b111, 0b001, 0b001}, // 4
	{0b111, 0b100, 0b111, 0b001, 0b111}, // 5
	{0b111, 0b100, 0b111, 0b101, 0b111}, // 6
	{0b111, 0b001, 0b001, 0b001, 0b001}, // 7
	{0b111, 0b101, 0b111, 0b101, 0b111}, // 8
	{0b111, 0b101, 0b111, 0b001, 0b111}, // 9
}

// Glyph size in font pixels; digits are one font pixel apart.
const (
	glyphW   = 3
	glyphH   = 5
	glyphGap = 1
)

// numberWidth is the width in image pixels of n drawn at scale.
func numberWidth(n, scale int) int {
	d := len(strconv.Itoa(n))
	return (d*(glyphW+glyphGap) - glyphGap) * scale
}

// drawNumber draws the non-negative n with its top-left corner at (x, y),
// each font pixel a scale×scale square. Pixels off the image are dropped.
func drawNumber(img *image.RGBA, x, y, n, scale int, c color.RGBA) {
	for i, ch := range strconv.Itoa(n) {
		if ch < '0' || ch > '9' {
			continue
		}
		g := digitGlyphs[ch-'0']
		gx := x + i*(glyphW+glyphGap)*scale
		for row := range glyphH {
			for col := range glyphW {
				if g[row]>>(glyphW-1-col)&1 == 0 {
					continue
				}
				fillRect(img, gx+col*scale, y+row*scale, scale, scale, c)
			}
		}
	}
}
