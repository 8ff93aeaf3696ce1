package game

import (
	"math"
	"strconv"
	"testing"

	"pgregory.net/rapid"
)

// TestAppendCoord: appendCoord writes what strconv.AppendInt writes.
func TestAppendCoord(t *testing.T) {
	for _, tc := range []struct {
		name string
		v    int32
	}{
		// Each bound of appendCoord's digit counts, on both sides.
		{"zero", 0}, {"one digit", 9}, {"two digits", 10}, {"two digits, last", 99},
		{"three digits", 100}, {"three digits, last", 999}, {"four digits", 1000},
		{"four digits, last", 9999},
		// strconv's path: five digits and more, and negatives (a Case
		// built by hand may hold anything).
		{"five digits", 10000}, {"largest", math.MaxInt32}, {"negative", -7}, {"smallest", math.MinInt32},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got, want := string(appendCoord([]byte("x"), tc.v)), "x"+strconv.Itoa(int(tc.v)); got != want {
				t.Errorf("appendCoord(%d) = %q, want %q", tc.v, got, want)
			}
		})
	}
	rapid.Check(t, func(rt *rapid.T) {
		v := rapid.Int32().Draw(rt, "v")
		if got, want := string(appendCoord(nil, v)), strconv.Itoa(int(v)); got != want {
			rt.Fatalf("appendCoord(%d) = %q, want %q", v, got, want)
		}
	})
}
