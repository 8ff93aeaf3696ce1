//go:build race

package havgen

// raceEnabled trims the largest cases: the race detector makes them ten
// times slower, and the normal run covers them all.
const raceEnabled = true
