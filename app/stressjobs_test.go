package app

import (
	"runtime"
	"testing"
)

// TestStressJobs: stress caps its workers at one per core, as judge does,
// since more programs than cores slow each other down into false TLEs
// (issue 11: --jobs 24 on 2 cores reported a TLE that was not).
func TestStressJobs(t *testing.T) {
	cores := runtime.NumCPU()
	cases := []struct {
		name       string
		jobs, want int
	}{
		{"default", 0, cores},                 // no --jobs: one per core
		{"one", 1, 1},                         // fewer than the cores is kept
		{"cores", cores, cores},               // exactly the cores is kept
		{"over the cores", 24 * cores, cores}, // the issue's --jobs 24 on 2 cores
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := stressJobs(c.jobs); got != c.want {
				t.Errorf("stressJobs(%d) = %d, want %d", c.jobs, got, c.want)
			}
		})
	}
}
