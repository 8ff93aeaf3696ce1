//go:build race

package scripts

// raceEnabled: see TestScripts.
const raceEnabled = true
