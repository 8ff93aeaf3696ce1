package stash

import (
	"runtime"
	"slices"
	"sync"
	"testing"
)

func TestWords(t *testing.T) {
	type step struct {
		put     int // > 0: Put a buffer of this capacity
		get     int // else Get this many words
		wantCap int // ... from a buffer of this capacity (0: a new one)
	}
	cases := []struct {
		name  string
		max   int
		steps []step
		why   string
	}{
		{"empty", 2, []step{{get: 5}}, "nothing kept yet: a new buffer"},
		{"fits", 2, []step{{put: 8}, {get: 5, wantCap: 8}, {get: 5}},
			"a buffer serves a smaller request, and only once"},
		{"too small", 2, []step{{put: 4}, {get: 5}, {get: 4, wantCap: 4}},
			"a smaller buffer is no use, and stays"},
		{"smallest fit", 3, []step{{put: 100}, {put: 10}, {put: 50}, {get: 20, wantCap: 50}, {get: 5, wantCap: 10}},
			"the large buffers stay for the large requests"},
		{"bounded", 2, []step{{put: 10}, {put: 20}, {put: 30}, {get: 10, wantCap: 20}, {get: 10, wantCap: 30}, {get: 10}},
			"beyond Max the oldest is dropped"},
		{"max 0 keeps nothing", 0, []step{{put: 10}, {get: 1}}, "a zero Words never holds memory"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := &Words{Max: c.max}
			for i, st := range c.steps {
				if st.put > 0 {
					s.Put(make([]uint64, 1, st.put))
					continue
				}
				b := s.Get(st.get)
				if len(b) != st.get {
					t.Fatalf("step %d: Get(%d) has %d words", i, st.get, len(b))
				}
				if st.wantCap > 0 && cap(b) != st.wantCap || st.wantCap == 0 && cap(b) != st.get {
					t.Fatalf("step %d: Get(%d) came from a buffer of %d, want %d (0: new) (%s)", i, st.get, cap(b), st.wantCap, c.why)
				}
			}
		})
	}
}

// TestSurvivesGC: the reason Words exists, unlike sync.Pool.
func TestSurvivesGC(t *testing.T) {
	s := &Words{Max: 1}
	s.Put(make([]uint64, 1<<20))
	runtime.GC()
	runtime.GC()
	if b := s.Get(1 << 20); cap(b) != 1<<20 || len(s.idle) != 0 {
		t.Fatal("the buffer was lost to the collector")
	}
}

// TestConcurrent is for the race detector: workers take buffers, use them,
// clear them and give them back; every Get must see zeros.
func TestConcurrent(t *testing.T) {
	s := &Words{Max: 4}
	var wg sync.WaitGroup
	for w := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 1000 {
				b := s.Get(1 + (i+w)%64)
				if slices.ContainsFunc(b, func(x uint64) bool { return x != 0 }) {
					t.Error("a buffer came back dirty")
					return
				}
				for j := range b {
					b[j] = uint64(w + 1)
				}
				clear(b)
				s.Put(b)
			}
		}()
	}
	wg.Wait()
	if n := len(s.idle); n > 4 {
		t.Fatalf("%d idle buffers, Max 4", n)
	}
}

// TestAllZero: the check the boards' users run after their tests.
func TestAllZero(t *testing.T) {
	s := &Words{Max: 2}
	s.Put(make([]uint64, 3, 8))
	if !s.AllZero() {
		t.Fatal("a zero buffer seen as dirty")
	}
	dirty := make([]uint64, 2, 4)
	dirty[:4][3] = 1 // beyond its length: Put keeps the whole capacity
	s.Put(dirty)
	if s.AllZero() {
		t.Fatal("a word set beyond the length went unseen")
	}
}
