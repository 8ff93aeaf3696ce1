//go:build !race

package gen

// raceEnabled trims the largest cases under the race detector.
const raceEnabled = false
