//go:build !race

package caro_test

// raceEnabled: see race_on_test.go.
const raceEnabled = false
