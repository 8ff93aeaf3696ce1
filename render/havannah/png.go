package havrender

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"strconv"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// goRegular is the Go font, compiled into the binary, parsed once.
var goRegular = sync.OnceValues(func() (*sfnt.Font, error) { return opentype.Parse(goregular.TTF) })

// PNG draws what SVG draws, rasterised with x/image/vector (an outline is
// a cell filled in the grid colour under a smaller one) and the Go font.
func (p *Picture) PNG() ([]byte, error) {
	w, h, ox, oy := p.size()
	img := image.NewRGBA(image.Rect(0, 0, int(math.Ceil(w)), int(math.Ceil(h))))
	draw.Draw(img, img.Bounds(), image.NewUniform(rgb(colourPaper)), image.Point{}, draw.Src)
	ttf, err := goRegular()
	if err != nil {
		return nil, fmt.Errorf("render: parse the Go font: %w", err)
	}
	face := func(size float64) (font.Face, error) {
		return opentype.NewFace(ttf, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	}
	title, err := face(14)
	if err != nil {
		return nil, fmt.Errorf("render: the Go font: %w", err)
	}
	text(img, title, p.Title, svgPad, svgTitle-6, rgb(colourInk), false)
	small, err := face(12)
	if err != nil {
		return nil, fmt.Errorf("render: the Go font: %w", err)
	}
	p.pngLegend(img, small, legendY(h))
	for _, c := range p.Cells {
		x, y := p.centre(c)
		fill(img, polygon(ox+x, oy+y, unit/math.Sqrt(3), 6, 0), rgb(colourGrid))
		fill(img, polygon(ox+x, oy+y, unit/math.Sqrt(3)-1.2, 6, 0), rgb(c.fill()))
	}
	for _, c := range p.Cells {
		if c.Move == 0 {
			continue
		}
		x, y := p.centre(c)
		colour := rgb(colourStone)
		if c.Won {
			colour = rgb(colourWon)
		}
		if c.Last {
			fill(img, polygon(ox+x, oy+y, unit*0.42+2, 32, 0), rgb(colourInk))
		}
		fill(img, polygon(ox+x, oy+y, unit*0.42, 32, 0), colour)
		label := strconv.Itoa(c.Move)
		f, err := face(math.Min(13, unit*0.75/float64(len(label))*1.6))
		if err != nil {
			return nil, fmt.Errorf("render: the Go font: %w", err)
		}
		text(img, f, label, ox+x, oy+y, rgb(colourPaper), true)
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		return nil, fmt.Errorf("render: encode the PNG: %w", err)
	}
	return b.Bytes(), nil
}

// polygon is n corners on a circle of radius r around (x, y).
func polygon(x, y, r float64, n int, phase float64) [][2]float64 {
	out := make([][2]float64, n)
	for i := range out {
		a := phase + 2*math.Pi*float64(i)/float64(n)
		out[i] = [2]float64{x + r*math.Cos(a), y + r*math.Sin(a)}
	}
	return out
}

// fill paints a polygon through a rasteriser the size of its bounding
// box: a whole-image one per cell would clear megabytes a cell.
func fill(img *image.RGBA, pts [][2]float64, c color.Color) {
	x0, y0 := math.Floor(pts[0][0]), math.Floor(pts[0][1])
	x1, y1 := x0, y0
	for _, v := range pts {
		x0, y0 = math.Min(x0, math.Floor(v[0])), math.Min(y0, math.Floor(v[1]))
		x1, y1 = math.Max(x1, math.Ceil(v[0])), math.Max(y1, math.Ceil(v[1]))
	}
	z := vector.NewRasterizer(int(x1-x0)+1, int(y1-y0)+1)
	z.MoveTo(float32(pts[0][0]-x0), float32(pts[0][1]-y0))
	for _, v := range pts[1:] {
		z.LineTo(float32(v[0]-x0), float32(v[1]-y0))
	}
	z.ClosePath()
	r := image.Rect(int(x0), int(y0), int(x1)+1, int(y1)+1)
	z.Draw(img, r, image.NewUniform(c), image.Point{})
}

// text writes s with its baseline at y, starting at x, or centred on
// (x, y) when centred.
func text(img *image.RGBA, f font.Face, s string, x, y float64, c color.Color, centred bool) {
	d := font.Drawer{Dst: img, Src: image.NewUniform(c), Face: f}
	if centred {
		x -= float64(d.MeasureString(s)) / 64 / 2
		y += float64(f.Metrics().CapHeight) / 64 / 2
	}
	d.Dot = fixed.Point26_6{X: fixed.Int26_6(x * 64), Y: fixed.Int26_6(y * 64)}
	d.DrawString(s)
}

// rgb decodes "#rrggbb".
func rgb(s string) color.RGBA {
	v, _ := strconv.ParseUint(s[1:], 16, 32)
	return color.RGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
}
