//go:build race

package stress

// raceEnabled: the race detector slows the in-process solutions about
// tenfold, so the budgets of the long Caro runs are cut under it.
const raceEnabled = true
