package carosol

import (
	"runtime"

	"carokit/internal/stash"
	"carokit/problems/caro/game"
)

// tiledBoard is the shared replay's board: two bits per cell (0 empty,
// or the player), so that one read gives a cell whatever its colour, and
// cells laid out in tiles of 8 rows by 32 columns, one tile per 64-byte
// cache line: the eight neighbours of a cell, which every move reads,
// are then most often in the cell's own line rather than in three lines
// (a row-major board puts the rows above and below N+2 cells away). Rows
// and columns 0 and N+1 are an empty border, so walks stop there by
// themselves.
type tiledBoard struct {
	n     int
	tiles int // tiles per row of tiles
	cells []uint64
}

// boards keeps the cells of every kind of board between runs, each one
// emptied by its release: a worker holds at most two at a time.
var boards = stash.Words{Max: 2*runtime.GOMAXPROCS(0) + 2}

func getTiledBoard(n int) *tiledBoard {
	tiles := (n+2)/32 + 1
	rows := (n+2)/8 + 1
	return &tiledBoard{n: n, tiles: tiles, cells: boards.Get(rows * tiles * 8)}
}

// word is the index of the word holding (r, c); the cell is at bits
// 2·(c mod 32) of it.
func (b *tiledBoard) word(r, c int) int { return ((r>>3)*b.tiles+c>>5)<<3 | r&7 }

// at is the player on (r, c), 0 for none.
func (b *tiledBoard) at(r, c int) int8 {
	return int8(b.cells[b.word(r, c)] >> (uint(c) & 31 * 2) & 3)
}

// put places p's stone on the empty cell (r, c).
func (b *tiledBoard) put(r, c int, p int8) {
	b.cells[b.word(r, c)] |= uint64(p) << (uint(c) & 31 * 2)
}

// release empties the cells of the moves placed and keeps the board:
// cell by cell, or the whole board at once when the moves would touch
// more cache lines than it has.
func (b *tiledBoard) release(placed []game.Move) {
	if len(placed)*8 >= len(b.cells) {
		clear(b.cells)
	} else {
		for _, m := range placed {
			r, c := int(m.R), int(m.C)
			b.cells[b.word(r, c)] &^= 3 << (uint(c) & 31 * 2)
		}
	}
	boards.Put(b.cells)
}

// touchAhead is how many moves ahead the replays read the board, and in
// batches of how many: the board is read at random places, most of them
// far from the cache, and a batch of reads of independent places waits
// for memory once rather than once per move.
const touchAhead = 16

// touch reads the words of the moves ms and returns them folded into one
// value, which the caller keeps (so that the reads are not dropped).
func (b *tiledBoard) touch(ms []game.Move) uint64 {
	var x uint64
	for _, m := range ms {
		x ^= b.cells[b.word(int(m.R), int(m.C))]
	}
	return x
}

// run is how many of p's stones follow (r, c) in steps of (dr, dc).
func (b *tiledBoard) run(r, c, dr, dc int, p int8) int {
	k := 0
	for r, c = r+dr, c+dc; b.at(r, c) == p; r, c = r+dr, c+dc {
		k++
	}
	return k
}

// alone reports whether none of the eight neighbours of (r, c) holds a
// stone of p, reading the three words of rows r-1, r and r+1 when the
// columns c-1..c+1 share a word (else it says false: the caller walks).
func (b *tiledBoard) alone(r, c int, p int8) bool {
	if k := c & 31; k == 0 || k == 31 {
		return false
	}
	// Cells equal to p leave both bits of x zero; ones marks their low bit.
	const ones = 0x5555555555555555
	pat := uint64(p) * ones
	sh := uint(c-1) & 31 * 2
	near := uint64(0b010101) << sh
	mid := uint64(0b010001) << sh // not (r, c) itself
	match := func(w uint64) uint64 { x := w ^ pat; return ^(x | x>>1) & ones }
	return match(b.cells[b.word(r-1, c)])&near == 0 &&
		match(b.cells[b.word(r, c)])&mid == 0 &&
		match(b.cells[b.word(r+1, c)])&near == 0
}
