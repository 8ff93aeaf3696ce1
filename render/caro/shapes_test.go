package carorender

import (
	"image"
	"image/color"
	"math"
	"testing"
)

// TestPainter measures the area each shape covers, summing the partial
// coverage of anti-aliased edge pixels, against its exact area: a wrong
// arc (a bulge, a missing quarter), a ring whose hole is filled, or a line
// without its round ends would be off by far more than the tolerance.
func TestPainter(t *testing.T) {
	tests := []struct {
		name  string
		draw  func(pt *painter)
		area  float64
		empty [][2]int // pixels that must stay untouched
		why   string
	}{
		{"disc", func(pt *painter) { pt.disc(40, 40, 13.5, pngMark) }, math.Pi * 13.5 * 13.5,
			[][2]int{{40 + 14, 40}, {40, 40 - 15}}, "a stone"},
		{"disc off the edge", func(pt *painter) { pt.disc(0, 40, 10, pngMark) }, math.Pi * 100 / 2,
			nil, "half a disc is clipped by the image"},
		{"ring", func(pt *painter) { pt.ring(40, 40, 14, 16, pngMark) }, math.Pi * (16*16 - 14*14),
			[][2]int{{40, 40}, {40 + 12, 40}}, "the inner circle runs the other way, so the hole stays empty"},
		{"horizontal line", func(pt *painter) { pt.line(10, 40, 70, 40, 5, pngMark) }, 60*5 + math.Pi*2.5*2.5,
			[][2]int{{40, 40 - 4}, {6, 40}, {73, 40}}, "a 60-px segment with round ends, which reach 2.5 px past its ends"},
		{"diagonal line", func(pt *painter) { pt.line(10, 10, 70, 70, 5, pngMark) }, 60*math.Sqrt2*5 + math.Pi*2.5*2.5,
			[][2]int{{10, 70}, {70, 10}}, "the same on a diagonal"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			img := image.NewRGBA(image.Rect(0, 0, 80, 80))
			fillRect(img, img.Bounds(), color.RGBA{255, 255, 255, 255})
			pt := painter{img: img}
			tc.draw(&pt)
			// Coverage of a pixel: how far it moved from white toward the mark.
			var area float64
			for y := range 80 {
				for x := range 80 {
					area += float64(255-img.RGBAAt(x, y).R) / float64(255-pngMark.R)
				}
			}
			if math.Abs(area-tc.area) > 0.01*tc.area+1 {
				t.Errorf("covers %.1f px², want %.1f (%s)", area, tc.area, tc.why)
			}
			for _, p := range tc.empty {
				if c := img.RGBAAt(p[0], p[1]); c != (color.RGBA{255, 255, 255, 255}) {
					t.Errorf("pixel %v is %v, want untouched (%s)", p, c, tc.why)
				}
			}
		})
	}
}
