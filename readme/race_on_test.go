//go:build race

package readme

// raceEnabled: see TestReadmeCommands.
const raceEnabled = true
