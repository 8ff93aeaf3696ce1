package carorender

import (
	"bytes"
	"strconv"
	"strings"
)

// Each cell is three characters wide so a stone can carry a mark on both
// sides without shifting its neighbours: " X ", "[X]", "(X)", " . ".
const textCell = 3

// TextKey explains the marks Text uses; it ends the legend line.
const TextKey = "[ ] last move, ( ) winning line"

// Text draws the window for a terminal: the title, a header of column
// numbers, one line per row with its number on the left, and a legend line.
// Columns are all numbered when their numbers have at most two digits;
// otherwise those ending in 0 or 5 are (and the first one when it fits),
// each number ending above its column's stone, so four-digit numbers stay
// aligned and apart.
func (p *Picture) Text() string {
	var b strings.Builder
	b.WriteString(p.Title)
	b.WriteByte('\n')

	rowW := len(strconv.Itoa(p.Bottom))
	indent := rowW + 1
	b.Write(trimRight(p.textHeader(indent)))
	b.WriteByte('\n')

	g := p.grid()
	line := make([]byte, 0, indent+textCell*p.cols())
	for i := range p.rows() {
		r := p.Top + i
		line = line[:0]
		label := strconv.Itoa(r)
		line = append(line, strings.Repeat(" ", rowW-len(label))...)
		line = append(line, label...)
		line = append(line, ' ')
		for j := range p.cols() {
			k := g[i][j]
			if k < 0 {
				line = append(line, " . "...)
				continue
			}
			s := p.Stones[k]
			opn, cls := byte(' '), byte(' ')
			switch {
			case s.Move == p.Last.Move:
				opn, cls = '[', ']'
			case p.onWinLine(s.R, s.C):
				opn, cls = '(', ')'
			}
			line = append(line, opn, s.Player.String()[0], cls)
		}
		b.Write(trimRight(line))
		b.WriteByte('\n')
	}

	b.WriteString(p.Caption())
	b.WriteString("; last ")
	b.WriteString(p.lastMove())
	b.WriteString(". Key: ")
	b.WriteString(TextKey)
	b.WriteString(".\n")
	return b.String()
}

// textHeader lays out the column numbers. A number ends at its column's
// stone character; one is left out when it would touch the previous one.
func (p *Picture) textHeader(indent int) []byte {
	h := bytes.Repeat([]byte{' '}, indent+textCell*p.cols())
	every := len(strconv.Itoa(p.Right)) <= 2
	lastEnd := -2 // where the previous number ended
	for j := range p.cols() {
		c := p.Left + j
		if !every && c%5 != 0 && j != 0 {
			continue
		}
		label := strconv.Itoa(c)
		end := indent + textCell*j + 1
		start := end - len(label) + 1
		if start < 0 || start <= lastEnd+1 {
			continue
		}
		if j == 0 && !every && c%5 != 0 && !firstFits(p.Left, p.Right, label, indent) {
			continue
		}
		copy(h[start:], label)
		lastEnd = end
	}
	return h
}

// firstFits reports whether the first column's number leaves a space
// before the next number that will be printed (the next multiple of 5),
// which has priority because it is the regular one.
func firstFits(left, right int, label string, indent int) bool {
	next := (left/5 + 1) * 5
	if next > right {
		return true
	}
	end := indent + 1
	nextLabel := strconv.Itoa(next)
	nextStart := indent + textCell*(next-left) + 1 - len(nextLabel) + 1
	return nextStart > end+1
}

func trimRight(b []byte) []byte { return bytes.TrimRight(b, " ") }
