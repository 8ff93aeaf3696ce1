package game

import (
	"math/rand/v2"
	"testing"
)

// bigCase is the largest input of the statement: N = 5000, K = 300000
// distinct cells scattered uniformly (about 3 MB of text).
func bigCase() *Case {
	const n, k = 5000, 300000
	r := rand.New(rand.NewPCG(1, 2))
	seen := make(map[Move]bool, k)
	c := &Case{N: n, Moves: make([]Move, 0, k)}
	for len(c.Moves) < k {
		m := Move{R: int32(r.IntN(n) + 1), C: int32(r.IntN(n) + 1)}
		if !seen[m] {
			seen[m] = true
			c.Moves = append(c.Moves, m)
		}
	}
	return c
}

func benchmarkRead(b *testing.B, read func(string, []byte, Limits) (*Case, error)) {
	data := bigCase().Text()
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := read("big", data, CaroLimits); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkReadLenient(b *testing.B) { benchmarkRead(b, ReadLenient) }

func BenchmarkReadStrict(b *testing.B) { benchmarkRead(b, ReadStrict) }

// BenchmarkFast times solving only (the case is already read).
func BenchmarkFast(b *testing.B) {
	c := bigCase()
	b.ReportAllocs()
	for b.Loop() {
		Play(c)
	}
}

// BenchmarkText times writing the largest input's text.
func BenchmarkText(b *testing.B) {
	c := bigCase()
	b.SetBytes(int64(len(c.Text())))
	for b.Loop() {
		c.Text()
	}
}
