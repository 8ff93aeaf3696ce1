//go:build !race

package stress

// raceEnabled: see race_on_test.go.
const raceEnabled = false
