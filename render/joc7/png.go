package joc7

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
)

// PNG draws v as a bitmap: 24-pixel cells, X as a red cross, 0 as a blue
// ring, the winning line's cells shaded (the caption is in the SVG and
// the text only).
func (v *View) PNG() ([]byte, error) {
	const size = 24
	img := image.NewRGBA(image.Rect(0, 0, v.N*size+1, v.N*size+1))
	white, grid := color.RGBA{255, 255, 255, 255}, color.RGBA{136, 136, 136, 255}
	shade, red, blue := color.RGBA{255, 224, 138, 255}, color.RGBA{192, 57, 43, 255}, color.RGBA{42, 93, 176, 255}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			img.Set(x, y, white)
		}
	}
	for r := 0; r < v.N; r++ {
		for c := 0; c < v.N; c++ {
			cell := r*v.N + c + 1
			x0, y0 := c*size, r*size
			for dy := 0; dy <= size; dy++ {
				for dx := 0; dx <= size; dx++ {
					switch {
					case dx == 0 || dy == 0 || dx == size || dy == size:
						img.Set(x0+dx, y0+dy, grid)
					case v.Win[cell]:
						img.Set(x0+dx, y0+dy, shade)
					}
					fx, fy := float64(dx-size/2), float64(dy-size/2)
					inside := dx > 4 && dx < size-4 && dy > 4 && dy < size-4
					switch v.Owner[cell] {
					case 1:
						if inside && (math.Abs(fx-fy) < 1.5 || math.Abs(fx+fy) < 1.5) {
							img.Set(x0+dx, y0+dy, red)
						}
					case 2:
						if d := math.Hypot(fx, fy); d > 6 && d < 8.5 {
							img.Set(x0+dx, y0+dy, blue)
						}
					}
				}
			}
		}
	}
	var out bytes.Buffer
	if err := png.Encode(&out, img); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}
