//go:build race

package app

// raceEnabled: see selfForChildren.
const raceEnabled = true
