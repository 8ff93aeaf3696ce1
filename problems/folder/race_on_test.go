//go:build race

package folder

// raceEnabled: the test binary is race-instrumented.
const raceEnabled = true
