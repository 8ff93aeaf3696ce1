package carorender

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"strings"
	"testing"

	"carokit/problems/caro/game"
)

// svgFacts is what the SVG tests read back from a document.
type svgFacts struct {
	root     string
	stones   map[[2]int][2]string // cell → (cx, cy) of its stone circle
	winLine  map[string]string    // attributes of the win-line element; nil when absent
	lastRing [2]string
}

// parseSVG runs the XML decoder over every token and collects the facts.
func parseSVG(t *testing.T, doc []byte) svgFacts {
	t.Helper()
	f := svgFacts{stones: map[[2]int][2]string{}}
	dec := xml.NewDecoder(bytes.NewReader(doc))
	var stone *[2]string // the stone circle whose <title> comes next
	inTitle := false
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed XML: %v", err)
		}
		switch el := tok.(type) {
		case xml.StartElement:
			a := map[string]string{}
			for _, at := range el.Attr {
				a[at.Name.Local] = at.Value
			}
			if f.root == "" {
				f.root = el.Name.Local
			}
			switch {
			case el.Name.Local == "circle" && strings.HasPrefix(a["class"], "stone "):
				stone = &[2]string{a["cx"], a["cy"]}
			case el.Name.Local == "circle" && a["id"] == "last-move":
				f.lastRing = [2]string{a["cx"], a["cy"]}
			case a["id"] == "win-line":
				if f.winLine != nil {
					t.Errorf("two win-line elements")
				}
				f.winLine = a
				if el.Name.Local != "line" || a["class"] != "win-line" {
					t.Errorf("win-line is a <%s> of class %q, want <line class=\"win-line\">", el.Name.Local, a["class"])
				}
			case el.Name.Local == "title":
				inTitle = true
			}
		case xml.CharData:
			if inTitle && stone != nil {
				var m int
				var pl string
				var r, c int
				if _, err := fmt.Sscanf(string(el), "move %d: %s (%d,%d)", &m, &pl, &r, &c); err != nil {
					t.Fatalf("stone title %q: %v", el, err)
				}
				f.stones[[2]int{r, c}] = *stone
				stone = nil
			}
		case xml.EndElement:
			if el.Name.Local == "title" {
				inTitle = false
			}
		}
	}
	return f
}

func TestSVG(t *testing.T) {
	tests := []struct {
		name   string
		why    string
		c      *game.Case
		at     int
		noLine bool
	}{
		{"sample at the answer", "a ↘ line from (2,3) to (6,7)", readCase(t, "sample.in"), 0, false},
		{"sample before the win", "no win-line element may appear", readCase(t, "sample.in"), 9, true},
		{"border, last stone in the middle", "a → line cropped from a 5000 board", readCase(t, "border.in"), 0, false},
		{"anti-diagonal in the top-left corner", "From is the top-right end of a ↙ line", xWins(5000, line(1, 5, game.AntiDiagonal, 5), 2500), 0, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Compose(tc.c, Options{At: tc.at})
			if err != nil {
				t.Fatal(err)
			}
			f := parseSVG(t, p.SVG())
			if f.root != "svg" {
				t.Errorf("root element <%s>, want <svg>", f.root)
			}
			if len(f.stones) != len(p.Stones) {
				t.Errorf("%d stone circles, want %d", len(f.stones), len(p.Stones))
			}
			if got, want := f.lastRing, f.stones[[2]int{p.Last.R, p.Last.C}]; got != want {
				t.Errorf("last-move ring at %v, last stone at %v", got, want)
			}
			if tc.noLine {
				if f.winLine != nil {
					t.Errorf("win-line drawn: %v (%s)", f.winLine, tc.why)
				}
				return
			}
			if f.winLine == nil {
				t.Fatalf("no win-line element (%s)", tc.why)
			}
			from, ok1 := f.stones[[2]int{int(p.Win.From.R), int(p.Win.From.C)}]
			to, ok2 := f.stones[[2]int{int(p.Win.To.R), int(p.Win.To.C)}]
			if !ok1 || !ok2 {
				t.Fatalf("line ends %v %v have no stone circles", p.Win.From, p.Win.To)
			}
			got := [4]string{f.winLine["x1"], f.winLine["y1"], f.winLine["x2"], f.winLine["y2"]}
			if want := [4]string{from[0], from[1], to[0], to[1]}; got != want {
				t.Errorf("win-line %v, want from the centre of %v to the centre of %v: %v (%s)", got, p.Win.From, p.Win.To, want, tc.why)
			}
		})
	}
}

// TestSVGLegend: the legend names each colour's player next to a swatch
// of that colour, and says what the ring and the bar are, inside the
// document's width.
func TestSVGLegend(t *testing.T) {
	for _, tc := range []struct {
		at    int
		words []string
		why   string
	}{
		{0, []string{legendX, legendO, legendLast, legendWin}, "after the win: both players and both marks"},
		{9, []string{legendX, legendO, legendLast}, "before it: no winning line to explain"},
	} {
		p, err := Compose(readCase(t, "sample.in"), Options{At: tc.at})
		if err != nil {
			t.Fatal(err)
		}
		doc := p.SVG()
		dec := xml.NewDecoder(bytes.NewReader(doc))
		var width float64
		inLegend, fill := false, ""
		var texts []string
		swatch := map[string]string{} // legend words → the swatch fill before them
		for {
			tok, err := dec.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			switch el := tok.(type) {
			case xml.StartElement:
				a := map[string]string{}
				for _, at := range el.Attr {
					a[at.Name.Local] = at.Value
				}
				switch {
				case el.Name.Local == "svg":
					fmt.Sscan(a["width"], &width)
				case a["class"] == "legend":
					inLegend = true
				case inLegend && el.Name.Local == "circle":
					fill = a["fill"]
				case inLegend && el.Name.Local == "text":
					var x float64
					fmt.Sscan(a["x"], &x)
					if x >= width {
						t.Errorf("legend text at x %g, outside the %g-px document", x, width)
					}
				}
			case xml.CharData:
				if inLegend && strings.TrimSpace(string(el)) != "" {
					texts = append(texts, string(el))
					swatch[string(el)] = fill
				}
			case xml.EndElement:
				if el.Name.Local == "g" {
					inLegend = false
				}
			}
		}
		if strings.Join(texts, "|") != strings.Join(tc.words, "|") {
			t.Errorf("at %d: legend %q, want %q (%s)", tc.at, texts, tc.words, tc.why)
		}
		if swatch[legendX] != colourX || swatch[legendO] != colourO {
			t.Errorf("at %d: X's swatch %q, O's %q; want %s and %s", tc.at, swatch[legendX], swatch[legendO], colourX, colourO)
		}
	}
}
