// Package stash keeps large zeroed scratch buffers between uses.
//
// sync.Pool suits small objects, but the GC empties it: a package build
// runs dozens of collections per second, and each one sent its 6 MB boards
// back to the allocator, which zeroed fresh ones, faulted their pages in
// and later returned them to the kernel. A Words survives collections,
// serves a smaller request from a larger idle buffer (boards of many sizes
// come by), and keeps at most a fixed number of buffers, so its memory
// stays bounded.
package stash

import "sync"

// Words holds up to Max idle []uint64 buffers, every word of them zero.
// The zero Words with Max set is ready to use; it is safe for concurrent
// use.
type Words struct {
	Max int // idle buffers kept; beyond it, the oldest is dropped

	mu   sync.Mutex
	idle [][]uint64 // oldest first, each at its full capacity
}

// Get returns n zero words: the smallest idle buffer that holds them, cut
// to n, or a new one.
func (s *Words) Get(n int) []uint64 {
	s.mu.Lock()
	best := -1
	for i, b := range s.idle {
		if cap(b) >= n && (best < 0 || cap(b) < cap(s.idle[best])) {
			best = i
		}
	}
	if best < 0 {
		s.mu.Unlock()
		return make([]uint64, n)
	}
	b := s.idle[best]
	s.idle = append(s.idle[:best], s.idle[best+1:]...)
	s.mu.Unlock()
	return b[:n]
}

// Put keeps b for a later Get. Every word of b, up to its capacity, must
// be zero again: callers clear the words they set. The oldest idle buffer
// is dropped when Max are already kept.
func (s *Words) Put(b []uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Max <= 0 {
		return
	}
	if len(s.idle) >= s.Max {
		copy(s.idle, s.idle[1:])
		s.idle[len(s.idle)-1] = nil
		s.idle = s.idle[:len(s.idle)-1]
	}
	s.idle = append(s.idle, b[:cap(b)])
}

// AllZero reports whether every idle buffer is zero, as Put requires: a
// check for tests, run after the code that puts buffers back.
func (s *Words) AllZero() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, b := range s.idle {
		for _, w := range b {
			if w != 0 {
				return false
			}
		}
	}
	return true
}
