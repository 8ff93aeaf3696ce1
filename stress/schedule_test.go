package stress

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"
)

func TestFirstHit(t *testing.T) {
	errBoom := errors.New("boom")
	tests := []struct {
		name    string
		hits    []int
		errs    []int
		all     bool
		want    int
		wantErr bool
	}{
		{"none", nil, nil, false, -1, false},
		{"smallest hit", []int{70, 13, 40}, nil, false, 13, false},
		{"error after the hit is ignored", []int{13}, []int{20}, false, 13, false},
		{"error before the hit wins", []int{30}, []int{20}, false, -1, true},
		{"all runs past hits", []int{5, 9}, nil, true, -1, false},
		{"all stops at an error", []int{5}, []int{50}, true, -1, true},
	}
	for _, tt := range tests {
		for _, jobs := range []int{1, 3, 8} {
			var mu sync.Mutex
			ran := map[int]bool{}
			n := 0
			next := func() (int, bool) {
				if n >= 100 {
					return 0, false
				}
				n++
				return n - 1, true
			}
			got, err := firstHit(context.Background(), jobs, tt.all, next, func(ctx context.Context, i int) (bool, error) {
				time.Sleep(time.Duration(rand.IntN(200)) * time.Microsecond) // shuffle the finishing order
				mu.Lock()
				ran[i] = true
				mu.Unlock()
				if slices.Contains(tt.errs, i) {
					return false, errBoom
				}
				return slices.Contains(tt.hits, i), nil
			})
			if got != tt.want || (err != nil) != tt.wantErr {
				t.Errorf("%s, %d jobs: got %d, %v; want %d, error %v", tt.name, jobs, got, err, tt.want, tt.wantErr)
			}
			last := 99
			if tt.want >= 0 {
				last = tt.want
			} else if len(tt.errs) > 0 {
				last = tt.errs[0]
			}
			for i := 0; i <= last; i++ {
				if !ran[i] {
					t.Errorf("%s, %d jobs: index %d below the stop at %d did not run", tt.name, jobs, i, last)
				}
			}
		}
	}
}
