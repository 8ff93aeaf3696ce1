package game

// Direction is one of the four line directions.
type Direction int

// The four directions: row (→), column (↓), diagonal (↘), anti-diagonal (↙).
const (
	Horizontal Direction = iota
	Vertical
	Diagonal
	AntiDiagonal
)

// Directions lists the four directions in a fixed order.
var Directions = [4]Direction{Horizontal, Vertical, Diagonal, AntiDiagonal}

// Step returns the (row, column) step of d.
func (d Direction) Step() (dr, dc int) {
	switch d {
	case Horizontal:
		return 0, 1
	case Vertical:
		return 1, 0
	case Diagonal:
		return 1, 1
	default:
		return 1, -1
	}
}

// Code is the one-letter name used by generator parameters: h, v, d, a.
func (d Direction) Code() string { return [...]string{"h", "v", "d", "a"}[d] }

func (d Direction) String() string {
	return [...]string{"horizontal", "vertical", "diagonal", "anti-diagonal"}[d]
}

// WinLength is how many stones in a row win.
const WinLength = 5

// Result is the outcome of a game: the first winning move, if any.
type Result struct {
	Move   int       // 1-based move after which someone first has five; 0 if never
	Winner Player    // who won, None if nobody
	Dir    Direction // direction of the winning line
	From   Move      // one end of the winning line
	To     Move      // the other end (From + (Length-1)·Step)
	Length int       // stones in the winning line (5, 6, 7, …)
}

// Board holds the stones of both players as two bitsets over a board with
// a one-cell empty border, so walking off the edge needs no bounds check:
// N = 5000 takes about 6 MB.
type Board struct {
	n      int
	stride int
	stones [3][]uint64 // indexed by Player; stones[None] is unused
	reads  int64
}

// NewBoard returns an empty N×N board.
func NewBoard(n int) *Board {
	stride := n + 2
	words := (stride*stride + 63) / 64
	return &Board{n: n, stride: stride, stones: [3][]uint64{nil, make([]uint64, words), make([]uint64, words)}}
}

// N returns the board size.
func (b *Board) N() int { return b.n }

// Reads returns how many cell reads At and Run have made.
func (b *Board) Reads() int64 { return b.reads }

func (b *Board) index(r, c int) int { return r*b.stride + c }

// At returns the stone at (r, c), 1-based; cells off the board are None.
func (b *Board) At(r, c int) Player {
	b.reads++
	if r < 0 || c < 0 || r > b.n+1 || c > b.n+1 {
		return None
	}
	i := b.index(r, c)
	if b.stones[X][i>>6]>>(i&63)&1 != 0 {
		return X
	}
	if b.stones[O][i>>6]>>(i&63)&1 != 0 {
		return O
	}
	return None
}

// Occupied reports whether (r, c) holds a stone (not counted as a read:
// it is the input check for repeated cells, not part of solving).
func (b *Board) Occupied(r, c int) bool {
	i := b.index(r, c)
	return (b.stones[X][i>>6]|b.stones[O][i>>6])>>(i&63)&1 != 0
}

// Place puts p's stone on (r, c), which must be on the board and empty.
func (b *Board) Place(r, c int, p Player) {
	i := b.index(r, c)
	b.stones[p][i>>6] |= 1 << (i & 63)
}

// Remove empties (r, c).
func (b *Board) Remove(r, c int) {
	i := b.index(r, c)
	b.stones[X][i>>6] &^= 1 << (i & 63)
	b.stones[O][i>>6] &^= 1 << (i & 63)
}

// Count walks from (r, c) in steps of (dr, dc), not counting (r, c)
// itself, and returns how many of p's stones follow consecutively. The
// border stops it. Every cell looked at counts as a read.
func (b *Board) Count(r, c, dr, dc int, p Player) int {
	bits := b.stones[p]
	step := dr*b.stride + dc
	i := b.index(r, c) + step
	n := 0
	for {
		b.reads++
		if bits[i>>6]>>(i&63)&1 == 0 {
			return n
		}
		n++
		i += step
	}
}

// Play returns the first winning move of c, counting around each new
// stone in the four directions (the O(K) solution of CARO.md), and the
// number of board cells it read. It assumes the moves are valid.
func Play(c *Case) (Result, int64) {
	b := NewBoard(c.N)
	for i, m := range c.Moves {
		t := i + 1
		p := Mover(t)
		r, col := int(m.R), int(m.C)
		b.Place(r, col, p)
		if res, ok := b.WinThrough(r, col, p); ok {
			res.Move = t
			return res, b.reads
		}
	}
	return Result{}, b.reads
}

// WinThrough reports whether p's stone at (r, c) lies on a line of five
// or more of p's stones, and which (the first direction in Directions
// order that wins).
func (b *Board) WinThrough(r, c int, p Player) (Result, bool) {
	for _, d := range Directions {
		dr, dc := d.Step()
		fwd := b.Count(r, c, dr, dc, p)
		back := b.Count(r, c, -dr, -dc, p)
		if n := fwd + back + 1; n >= WinLength {
			return Result{
				Winner: p,
				Dir:    d,
				From:   Move{int32(r - back*dr), int32(c - back*dc)},
				To:     Move{int32(r + fwd*dr), int32(c + fwd*dc)},
				Length: n,
			}, true
		}
	}
	return Result{}, false
}
