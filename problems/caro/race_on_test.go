//go:build race

package caro_test

// raceEnabled: the race detector slows the in-process solutions about
// tenfold, so the budgets of the long stress runs are cut under it.
const raceEnabled = true
