package export

import (
	"math"
	"sort"
)

// apportion rounds shares to whole units, scale units to a point, so
// that they sum exactly to total (a whole number of units), by the largest remainder method:
// every share rounded down, then one unit more to the shares with the
// largest remainders, the earlier first among equal remainders, so the
// result depends only on the shares' order. Judges that keep points at
// a fixed precision (Themis's 4 decimals, VNOJ's int(points × 1000), whole
// Polygon points) then add up to the problem's total, not 100.0011.
// The results are counts of units: unitPoints prints them.
func apportion(shares []float64, total, scale float64) []int64 {
	units := make([]int64, len(shares))
	type rem struct {
		i int
		r float64
	}
	rems := make([]rem, len(shares))
	var sum int64
	for i, s := range shares {
		exact := s * scale
		// A share within rounding error of a whole number of units is
		// that number (10/3 × 3 must not lose a unit to 9.999…).
		fl := math.Floor(exact + 1e-9)
		units[i] = int64(fl)
		sum += units[i]
		rems[i] = rem{i, exact - fl}
	}
	sort.SliceStable(rems, func(a, b int) bool { return rems[a].r > rems[b].r })
	want := int64(math.Round(total * scale))
	for k := 0; sum < want && len(rems) > 0; k = (k + 1) % len(rems) {
		units[rems[k].i]++
		sum++
	}
	return units
}

// unitPoints prints u units of 1/scale points exactly, as formatPoints
// does (u/scale is the double nearest the decimal).
func unitPoints(u int64, scale float64) string { return formatPoints(float64(u) / scale) }
