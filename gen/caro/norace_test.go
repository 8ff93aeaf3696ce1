//go:build !race

package carogen

// raceEnabled trims the largest cases under the race detector.
const raceEnabled = false
