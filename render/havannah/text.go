package havrender

import (
	"bytes"
	"strconv"
	"strings"
)

// TextKey explains the marks Text uses.
const TextKey = "numbers: stones by move; (n) the group that won; + empty corner; : empty edge cell; . empty cell; o empty cell a ring encloses"

// Text draws the window for a terminal: the title, one line per row of
// cells (x+y, top first), and the key. Cells of a row are 6 characters
// apart and rows alternate by 3, as on the hexagonal board; each cell's
// mark is centred on its column, so marks of up to 5 characters never
// touch their neighbours'.
func (p *Picture) Text() string {
	var b strings.Builder
	b.WriteString(p.Title)
	b.WriteByte('\n')
	f := p.Focus
	dmin := f.Y - f.X - p.Radius // within the window, y−x is within the radius of the focus's
	width := 6*p.Radius + 7
	line := make([]byte, 0, width)
	for i := 0; i < len(p.Cells); {
		sum := p.Cells[i].X + p.Cells[i].Y
		line = append(line[:0], bytes.Repeat([]byte{' '}, width)...)
		for ; i < len(p.Cells) && p.Cells[i].X+p.Cells[i].Y == sum; i++ {
			c := p.Cells[i]
			mark := c.mark()
			at := 3*(c.Y-c.X-dmin) + 3 - len(mark)/2
			copy(line[max(at, 0):], mark)
		}
		b.Write(bytes.TrimRight(line, " "))
		b.WriteByte('\n')
	}
	b.WriteString(TextKey)
	b.WriteByte('\n')
	return b.String()
}

func (c Cell) mark() string {
	switch {
	case c.Move > 0 && c.Won:
		return "(" + strconv.Itoa(c.Move) + ")"
	case c.Move > 0:
		return strconv.Itoa(c.Move)
	case c.Enclosed:
		return "o"
	case c.Corner:
		return "+"
	case c.Edge:
		return ":"
	}
	return "."
}
