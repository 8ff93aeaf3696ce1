// Package joc7 draws Joc 7's rounds: the board at a mark, whose mark is
// whose (X Teodora, 0 Ștefan), and the winning line once complete, as
// text, SVG or PNG.
package joc7

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"strings"

	"carokit/problem"
	"carokit/problems/joc7/game"
)

// View is one round at one mark.
type View struct {
	N, Round, Mark int   // Round 1-based; Mark: marks made (0..N²)
	Owner          []int // by cell 1..N²: game.None, Teodora or Stefan
	Result         game.Result
	Win            map[int]bool // the winning line's cells, once complete
}

// At builds the view at mark at of c: at counts marks through the rounds
// in order (round r's mark t is (r-1)·N² + t); 0 draws round 1 at its
// end (its winning mark, or its last).
func At(c *game.Case, at int) (*View, error) {
	cells := c.N * c.N
	if at < 0 || at > cells*len(c.Rounds) {
		return nil, &problem.ParamError{Msg: fmt.Sprintf("--at %d is not a mark of the %d rounds of %d marks (1..%d)", at, len(c.Rounds), cells, cells*len(c.Rounds))}
	}
	i, t := 0, 0
	if at > 0 {
		i, t = (at-1)/cells, (at-1)%cells+1
	}
	res := game.Play(c.N, i, c.Rounds[i])
	if at == 0 {
		t = res.At
		if res.Winner == game.None {
			t = cells
		}
	}
	v := &View{N: c.N, Round: i + 1, Mark: t, Owner: make([]int, cells+1), Result: res, Win: map[int]bool{}}
	for m, cell := range c.Rounds[i][:t] {
		v.Owner[cell] = game.Mover(i, m)
	}
	if res.Winner != game.None && t >= res.At {
		for _, cell := range game.LineCells(c.N, res.Line) {
			v.Win[cell] = true
		}
	}
	return v, nil
}

var names = [3]string{"nobody", "Teodora (X)", "Ștefan (0)"}

// Caption says what the view shows, in one line.
func (v *View) Caption() string {
	s := fmt.Sprintf("round %d, started by %s, after mark %d of %d", v.Round, names[game.Starter(v.Round-1)], v.Mark, v.N*v.N)
	switch {
	case v.Result.Winner == game.None:
		return s + "; nobody wins this round"
	case v.Mark >= v.Result.At:
		return s + fmt.Sprintf("; %s wins at mark %d on the %s", names[v.Result.Winner], v.Result.At, game.LineName(v.N, v.Result.Line))
	}
	return s
}

// Text draws v: X and 0 for the marks, . for an empty cell, the winning
// line's cells in brackets.
func (v *View) Text() []byte {
	var b bytes.Buffer
	b.WriteString(v.Caption() + "\n")
	sym := [3]string{".", "X", "0"}
	for r := 0; r < v.N; r++ {
		for c := 0; c < v.N; c++ {
			cell := r*v.N + c + 1
			if v.Win[cell] {
				b.WriteString("[" + sym[v.Owner[cell]] + "]")
			} else {
				b.WriteString(" " + sym[v.Owner[cell]] + " ")
			}
		}
		b.WriteString("\n")
	}
	return b.Bytes()
}

// SVG draws v as a picture: cells of 24 units, X red, 0 blue, the winning
// line's cells shaded and crossed by a line.
func (v *View) SVG() []byte {
	const size, top = 24, 28
	w, h := max(v.N*size+8, 6*len([]rune(v.Caption()))+8), v.N*size+top+4
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">`+"\n", w, h, w, h)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="white"/>`+"\n", w, h)
	var caption bytes.Buffer
	_ = xml.EscapeText(&caption, []byte(v.Caption()))
	fmt.Fprintf(&b, `<text x="4" y="16" font-size="11">%s</text>`+"\n", caption.String())
	var line [][2]int
	for r := 0; r < v.N; r++ {
		for c := 0; c < v.N; c++ {
			cell := r*v.N + c + 1
			x, y := 4+c*size, top+r*size
			fill := "none"
			if v.Win[cell] {
				fill = "#ffe08a"
				line = append(line, [2]int{x + size/2, y + size/2})
			}
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="#888"/>`+"\n", x, y, size, size, fill)
			switch v.Owner[cell] {
			case game.Teodora:
				fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="16" text-anchor="middle" fill="#c0392b">X</text>`+"\n", x+size/2, y+size-6)
			case game.Stefan:
				fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="16" text-anchor="middle" fill="#2a5db0">0</text>`+"\n", x+size/2, y+size-6)
			}
		}
	}
	if len(line) > 1 {
		a, z := line[0], line[len(line)-1]
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#2e7d32" stroke-width="3" stroke-linecap="round"/>`+"\n", a[0], a[1], z[0], z[1])
	}
	b.WriteString("</svg>\n")
	return []byte(b.String())
}

// Input draws input (a Joc 7 case, read leniently) at mark at in format
// "text", "svg" or "png".
func Input(input []byte, at int, format string) ([]byte, error) {
	c, err := game.ReadLenient("", input)
	if err != nil {
		return nil, err
	}
	v, err := At(c, at)
	if err != nil {
		return nil, err
	}
	switch format {
	case "text":
		return v.Text(), nil
	case "svg":
		return v.SVG(), nil
	case "png":
		return v.PNG()
	}
	return nil, &problem.ParamError{Msg: fmt.Sprintf("joc7 draws text, svg and png, not %q", format)}
}
