package carorender

import (
	"fmt"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// goRegular is the Go font, parsed once. It is compiled into the binary
// (golang.org/x/image/font/gofont), so PNGs need no font file on the
// machine; unlike a fixed-size bitmap face it scales, which lets a move
// number of up to six digits fit inside its stone.
var goRegular = sync.OnceValues(func() (*sfnt.Font, error) {
	return opentype.Parse(goregular.TTF)
})

// faces makes the faces of one drawing. A face is not safe for concurrent
// use, so each PNG makes its own; the parsed font is shared.
type faces map[float64]font.Face

// at returns the Go font at size pixels, hinted so that small digits snap
// to whole pixels and stay sharp.
func (fs faces) at(size float64) (font.Face, error) {
	if f, ok := fs[size]; ok {
		return f, nil
	}
	ttf, err := goRegular()
	if err != nil {
		return nil, fmt.Errorf("render: parse the Go font: %w", err)
	}
	f, err := opentype.NewFace(ttf, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return nil, fmt.Errorf("render: the Go font at %g px: %w", size, err)
	}
	fs[size] = f
	return f, nil
}

// fitting returns the largest face, at most largest pixels and in steps of half
// a pixel, in which s is at most width pixels wide, and never below smallest.
func (fs faces) fitting(s string, width, largest, smallest float64) (font.Face, error) {
	size := largest
	for {
		f, err := fs.at(size)
		if err != nil || size <= smallest || toFloat(font.MeasureString(f, s)) <= width {
			return f, err
		}
		size -= 0.5
	}
}

func toFloat(x fixed.Int26_6) float64 { return float64(x) / 64 }
