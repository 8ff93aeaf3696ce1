//go:build race

package runner

// raceEnabled: the launcher is the race-instrumented test binary, which
// starts tens of times slower than a normal build.
const raceEnabled = true
