//go:build !race

package havgen

// raceEnabled trims the largest cases under the race detector.
const raceEnabled = false
