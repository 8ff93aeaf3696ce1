package carogen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"

	"carokit/problem"
	"carokit/problems/caro/game"
)

// Parameter declarations shared by the kinds, so that --n, --k, --dir …
// read and document the same way everywhere.
var (
	pN      = problem.Param{Name: "n", Default: "15", Usage: "board size N (1..5000)"}
	pK      = problem.Param{Name: "k", Default: "auto", Usage: `number of moves K ≤ min(N², 300000); "auto" = min(0.9·N², 300000)`}
	pFill   = problem.Param{Name: "fill", Default: "board", Usage: `"board": stones spread over the whole board; a number in (0,1]: stones packed at that density into a block around the win`}
	pDir    = problem.Param{Name: "dir", Default: "random", Usage: "direction of the winning line: h, v, d (↘), a (↙) or random"}
	pLen5   = problem.Param{Name: "len", Default: "5", Usage: "length of the winning line: 5, 6, 7 or random"}
	pPos    = problem.Param{Name: "pos", Default: "random", Usage: "which stone of the line wins, 0-based from its top (left) end: a number, end, mid or random"}
	pWinner = problem.Param{Name: "winner", Default: "random", Usage: "who wins: x (odd move), o (even move) or random"}
	pAt     = problem.Param{Name: "at", Default: "random", Usage: `the winning move t: a number, a percentage of K ("97%"), end (the last possible) or random`}
	pLater  = problem.Param{Name: "later", Default: "0", Usage: "how many more five-in-a-rows (alternately X and O) are completed after the win"}
)

// intOr reads an integer parameter in [lo, hi], or one of the keywords
// (returned as the second result with the integer 0).
func intOr(a problem.Args, name string, lo, hi int, keywords ...string) (int, string, error) {
	v := a.String(name)
	for _, k := range keywords {
		if v == k {
			return 0, k, nil
		}
	}
	if _, err := strconv.Atoi(v); err != nil && len(keywords) > 0 {
		return 0, "", &problem.ParamError{Msg: fmt.Sprintf("%s: --%s %q must be an integer or one of %s", a.Kind, name, v, strings.Join(keywords, ", "))}
	}
	n, err := a.Int(name, lo, hi)
	return n, "", err
}

func paramErr(a problem.Args, format string, args ...any) error {
	return &problem.ParamError{Msg: a.Kind + ": " + fmt.Sprintf(format, args...)}
}

// readN reads --n.
func readN(a problem.Args, lo int) (int, error) {
	return a.Int("n", lo, game.CaroLimits.MaxN)
}

// readK reads --k for a board of size n: auto is dflt.
func readK(a problem.Args, n, dflt int) (int, error) {
	maxK := game.CaroLimits.MaxMoves(n)
	v := a.String("k")
	if v == "auto" {
		return min(max(dflt, 1), maxK), nil
	}
	k, err := strconv.Atoi(v)
	if err != nil {
		return 0, paramErr(a, `--k %q must be an integer or "auto"`, v)
	}
	if k < 1 || k > maxK {
		return 0, paramErr(a, "--k %d is out of range [1, %d] (min(N², 300000) for N = %d)", k, maxK, n)
	}
	return k, nil
}

// autoK is the default number of moves of the planting kinds: a board
// nine-tenths full, or as many moves as the statement allows.
func autoK(n int) int {
	return min(int(math.Round(0.9*float64(n)*float64(n))), game.CaroLimits.MaxK)
}

// readDir reads a fixed --dir (pickDir handles random).
func readDir(a problem.Args) (game.Direction, error) {
	v, err := a.Choice("dir", "h", "v", "d", "a", "random")
	if err != nil {
		return 0, err
	}
	for _, d := range game.Directions {
		if d.Code() == v {
			return d, nil
		}
	}
	return 0, paramErr(a, "--dir random has no fixed direction")
}

// readFill reads --fill: 0 means the whole board.
func readFill(a problem.Args) (float64, error) {
	if a.String("fill") == "board" {
		return 0, nil
	}
	if _, err := strconv.ParseFloat(a.String("fill"), 64); err != nil {
		return 0, paramErr(a, `--fill %q must be "board" or a density in (0, 1]`, a.String("fill"))
	}
	f, err := a.Float("fill", 0, 1)
	if err != nil {
		return 0, err
	}
	if f == 0 {
		return 0, paramErr(a, `--fill 0 holds no stones (use "board" to spread them over the board)`)
	}
	return f, nil
}

// winnerChoice is --winner: None means random (or "none" when allowed is
// reported through the second result).
func readWinner(a problem.Args, allowNone bool) (p game.Player, none bool, err error) {
	allowed := []string{"x", "o", "random"}
	if allowNone {
		allowed = append(allowed, "none")
	}
	v, err := a.Choice("winner", allowed...)
	if err != nil {
		return game.None, false, err
	}
	switch v {
	case "x":
		return game.X, false, nil
	case "o":
		return game.O, false, nil
	case "none":
		return game.None, true, nil
	}
	return game.None, false, nil
}

// atSpec is a parsed --at.
type atSpec struct {
	move    int     // an exact move number, or 0
	percent float64 // a percentage of K, or -1
	keyword string  // "random", "end" or ""
}

func readAt(a problem.Args) (atSpec, error) {
	v := a.String("at")
	switch v {
	case "random", "end":
		return atSpec{keyword: v, percent: -1}, nil
	}
	if p, ok := strings.CutSuffix(v, "%"); ok {
		f, err := strconv.ParseFloat(p, 64)
		if err != nil || math.IsNaN(f) || f < 0 || f > 100 {
			return atSpec{}, paramErr(a, "--at %q is not a percentage in [0%%, 100%%]", v)
		}
		return atSpec{percent: f}, nil
	}
	t, err := strconv.Atoi(v)
	if err != nil {
		return atSpec{}, paramErr(a, `--at %q must be a move number, a percentage such as "97%%", end or random`, v)
	}
	if t < 1 {
		return atSpec{}, paramErr(a, "--at %d is not a move number (moves count from 1)", t)
	}
	return atSpec{move: t, percent: -1}, nil
}

// count returns how many of the first t moves p plays.
func count(p game.Player, t int) int {
	if p == game.X {
		return (t + 1) / 2
	}
	return t / 2
}

// timing holds what decides the winning move: the line's colour and
// length, the later fives of each colour and K.
type timing struct {
	k      int
	length int
	later  [3]int // later fives per colour, indexed by caro.Player
	from   int    // the kind's earliest winning move (late-win: 95% of K)
}

// lo is the first move at which p can complete a line of t.length: p must
// already have length-1 stones on the board.
func (tm timing) lo(p game.Player) int {
	t := 2 * tm.length
	if p == game.X {
		t--
	}
	if t < tm.from {
		t = tm.from
		if game.Mover(t) != p {
			t++
		}
	}
	return t
}

// hi is the last move at which p can win while leaving each colour one
// move after the win for each of its later fives.
func (tm timing) hi(p game.Player) int {
	t := tm.k
	for t >= 1 && (game.Mover(t) != p || count(game.X, tm.k)-count(game.X, t) < tm.later[game.X] || count(game.O, tm.k)-count(game.O, t) < tm.later[game.O]) {
		t--
	}
	return t
}

// chooseWin settles the winner and the winning move from --winner and
// --at. A fixed move decides a random winner; a fixed winner moves a
// percentage to a move of the right parity.
func chooseWin(a problem.Args, r *rand.Rand, w game.Player, at atSpec, tm timing) (game.Player, int, error) {
	if at.move > 0 {
		if at.move > tm.k {
			return 0, 0, paramErr(a, "--at %d is beyond K = %d", at.move, tm.k)
		}
		if w != game.None && game.Mover(at.move) != w {
			return 0, 0, paramErr(a, "--winner %s plays the %s moves, but --at %d is %s's", lower(w), parityName(w), at.move, game.Mover(at.move))
		}
		w = game.Mover(at.move)
		if at.move < tm.from {
			return 0, 0, paramErr(a, "--at %d comes before move %d, the earliest this kind allows", at.move, tm.from)
		}
		if lo := tm.lo(w); at.move < lo {
			return 0, 0, paramErr(a, "--at %d is too early: %s needs %d stones on the board first, so the win comes at move %d or later", at.move, w, tm.length-1, lo)
		}
		if hi := tm.hi(w); at.move > hi {
			return 0, 0, paramErr(a, "--at %d leaves too few moves after it for %d later fives of X and %d of O (last possible: %d)", at.move, tm.later[game.X], tm.later[game.O], hi)
		}
		return w, at.move, nil
	}
	feasible := func(p game.Player) bool { return tm.lo(p) <= tm.hi(p) }
	if w == game.None {
		w = game.X
		if r.IntN(2) == 1 {
			w = game.O
		}
		if !feasible(w) {
			w = game.X + game.O - w
		}
	}
	lo, hi := tm.lo(w), tm.hi(w)
	if lo > hi {
		return 0, 0, paramErr(a, "K = %d is too small: %s can win with a line of %d at move %d at the earliest, but must leave one move after the win for each of %d later fives of X and %d of O (last possible: %d)", tm.k, w, tm.length, lo, tm.later[game.X], tm.later[game.O], hi)
	}
	var t int
	switch {
	case at.keyword == "end":
		t = hi
	case at.keyword == "random":
		t = lo + 2*r.IntN((hi-lo)/2+1)
	default:
		t = int(math.Round(at.percent / 100 * float64(tm.k)))
		t = min(max(t, lo), hi)
		if game.Mover(t) != w {
			if t+1 <= hi {
				t++
			} else {
				t--
			}
		}
	}
	return w, t, nil
}

func lower(p game.Player) string { return strings.ToLower(p.String()) }

func parityName(p game.Player) string {
	if p == game.X {
		return "odd"
	}
	return "even"
}

// readLen reads --len among allowed lengths; random picks one of them.
func readLen(a problem.Args, r *rand.Rand, allowed ...int) (int, error) {
	v := a.String("len")
	if v == "random" {
		return allowed[r.IntN(len(allowed))], nil
	}
	names := make([]string, len(allowed))
	for i, l := range allowed {
		names[i] = strconv.Itoa(l)
		if names[i] == v {
			return l, nil
		}
	}
	return 0, paramErr(a, "--len %q must be one of %s or random", v, strings.Join(names, ", "))
}

// validPos reports whether the stone at index pos of a line of length l
// can be the one that completes it: the stones on each side of it must
// not already be five.
func validPos(pos, l int) bool {
	return pos >= 0 && pos < l && pos <= game.WinLength-1 && l-1-pos <= game.WinLength-1
}

// readPos reads --pos for a line of length l: a number, end, mid, random.
func readPos(a problem.Args, r *rand.Rand, l int) (int, error) {
	v := a.String("pos")
	var cands []int
	switch v {
	case "random":
		for p := 0; p < l; p++ {
			if validPos(p, l) {
				cands = append(cands, p)
			}
		}
	case "end":
		if l != game.WinLength {
			return 0, paramErr(a, "--pos end needs --len 5: the end stone of a %d-run leaves %d in a row before it, already a win", l, l-1)
		}
		cands = []int{0, l - 1}
	case "mid":
		for p := 1; p < l-1; p++ {
			if validPos(p, l) {
				cands = append(cands, p)
			}
		}
	default:
		p, err := strconv.Atoi(v)
		if err != nil {
			return 0, paramErr(a, "--pos %q must be a stone index 0..%d, end, mid or random", v, l-1)
		}
		if p < 0 || p >= l {
			return 0, paramErr(a, "--pos %d is out of range [0, %d] for a line of %d", p, l-1, l)
		}
		if !validPos(p, l) {
			return 0, paramErr(a, "--pos %d in a line of %d leaves %d stones in a row on one side: they would already have won", p, l, max(p, l-1-p))
		}
		return p, nil
	}
	return cands[r.IntN(len(cands))], nil
}

// readLater reads --later.
func readLater(a problem.Args) (int, error) {
	return a.Int("later", 0, 100)
}

// splitLater shares later fives between the colours, alternately from O,
// so that both players have one as soon as there are two.
func splitLater(later int) [3]int {
	var s [3]int
	s[game.O] = (later + 1) / 2
	s[game.X] = later / 2
	return s
}
