package carorender

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// painter fills anti-aliased shapes with golang.org/x/image/vector. Each
// shape is rasterised over its own bounding box only: a rasteriser the
// size of a 200-cell window would allocate a coverage buffer of 100 MB.
type painter struct {
	img *image.RGBA
	z   vector.Rasterizer
	box image.Rectangle // the current shape's box, in image pixels
}

// begin starts a shape that lies within reach of (cx, cy); it reports
// false when none of it is on the image.
func (pt *painter) begin(cx, cy, reach float64) bool {
	pt.box = image.Rect(int(math.Floor(cx-reach))-1, int(math.Floor(cy-reach))-1,
		int(math.Ceil(cx+reach))+1, int(math.Ceil(cy+reach))+1).Intersect(pt.img.Bounds())
	if pt.box.Empty() {
		return false
	}
	pt.z.Reset(pt.box.Dx(), pt.box.Dy())
	pt.z.DrawOp = draw.Over
	return true
}

func (pt *painter) moveTo(x, y float64) {
	pt.z.MoveTo(float32(x-float64(pt.box.Min.X)), float32(y-float64(pt.box.Min.Y)))
}

func (pt *painter) lineTo(x, y float64) {
	pt.z.LineTo(float32(x-float64(pt.box.Min.X)), float32(y-float64(pt.box.Min.Y)))
}

// arc continues the path along the circle of centre (cx, cy) and radius r
// from angle a0, where the pen is, to angle a1 (radians, clockwise on
// screen when a1 > a0), in chords that stray at most 0.02 px from the
// circle. Not in cubic Béziers: vector flattens those coarsely enough to
// shave a tenth of a pixel off a stone's edge (1.6% of its area).
func (pt *painter) arc(cx, cy, r, a0, a1 float64) {
	const sagitta = 0.02
	maxStep := 2 * math.Acos(1-min(sagitta/r, 1))
	n := max(1, int(math.Ceil(math.Abs(a1-a0)/maxStep)))
	for i := 1; i <= n; i++ {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		pt.lineTo(cx+r*math.Cos(a), cy+r*math.Sin(a))
	}
}

// fill closes the path and paints it in c over what is there.
func (pt *painter) fill(c color.RGBA) {
	pt.z.ClosePath()
	pt.z.Draw(pt.img, pt.box, image.NewUniform(c), pt.box.Min)
}

// disc fills the disc of centre (cx, cy) and radius r.
func (pt *painter) disc(cx, cy, r float64, c color.RGBA) {
	if !pt.begin(cx, cy, r) {
		return
	}
	pt.moveTo(cx+r, cy)
	pt.arc(cx, cy, r, 0, 2*math.Pi)
	pt.fill(c)
}

// ring fills the ring between radii in and out: the inner circle runs the
// other way round, so the rasteriser's winding leaves it empty.
func (pt *painter) ring(cx, cy, in, out float64, c color.RGBA) {
	if !pt.begin(cx, cy, out) {
		return
	}
	pt.moveTo(cx+out, cy)
	pt.arc(cx, cy, out, 0, 2*math.Pi)
	pt.z.ClosePath()
	pt.moveTo(cx+in, cy)
	pt.arc(cx, cy, in, 2*math.Pi, 0)
	pt.fill(c)
}

// line fills a segment of the given width from (ax, ay) to (bx, by) with
// round ends: two half circles joined by the segment's sides.
func (pt *painter) line(ax, ay, bx, by, width float64, c color.RGBA) {
	half := width / 2
	mx, my := (ax+bx)/2, (ay+by)/2
	if !pt.begin(mx, my, math.Hypot(bx-ax, by-ay)/2+half) {
		return
	}
	phi := math.Atan2(by-ay, bx-ax)
	pt.moveTo(ax+half*math.Cos(phi+math.Pi/2), ay+half*math.Sin(phi+math.Pi/2))
	pt.arc(ax, ay, half, phi+math.Pi/2, phi+3*math.Pi/2)
	pt.lineTo(bx+half*math.Cos(phi-math.Pi/2), by+half*math.Sin(phi-math.Pi/2))
	pt.arc(bx, by, half, phi-math.Pi/2, phi+math.Pi/2)
	pt.fill(c)
}
