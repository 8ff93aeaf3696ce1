package havrender

import (
	"bytes"
	"encoding/xml"
	"flag"
	"image/color"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"carokit/problems/havannah/hex"
)

var update = flag.Bool("update", false, "rewrite testdata/*.txt from the current pictures")

func sample(t *testing.T) []byte {
	t.Helper()
	b, err := os.ReadFile("../../problems/havannah/sample.in")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestTextGolden pins the text pictures of the sample's cases: the
// coordinates (bottom corner (1,1), x towards ten o'clock), the marks of
// corners, edges, the winning group and the ring's enclosed cell.
func TestTextGolden(t *testing.T) {
	cases := []struct {
		name string
		n    int
		at   int
	}{
		{"bridge", 1, 0},      // two corners of side 2
		{"fork", 2, 0},        // five stones on three edges
		{"loop-full", 3, 0},   // a loop around a stone: nothing won, nothing enclosed
		{"ring", 4, 0},        // the same loop with its centre empty: marked o
		{"bridge-fork", 5, 0}, // the winning group drawn, later moves not
		{"before", 6, 3},      // --at before the win: no group highlighted
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Input(sample(t), tc.n, tc.at, "text")
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join("testdata", tc.name+".txt")
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
		})
	}
}

// TestSVGAndPNG: each picture of the sample parses as XML (with one
// polygon per cell of the side-3 board) and decodes as a PNG.
func TestSVGAndPNG(t *testing.T) {
	for n := 1; n <= 7; n++ {
		svg, err := Input(sample(t), n, 0, "svg")
		if err != nil {
			t.Fatal(err)
		}
		d := xml.NewDecoder(bytes.NewReader(svg))
		cells := 0
		for {
			tok, err := d.Token()
			if err == io.EOF {
				break
			} else if err != nil {
				t.Fatalf("case %d: the SVG is not XML: %v", n, err)
			}
			if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "polygon" && slices.Contains(se.Attr, xml.Attr{Name: xml.Name{Local: "class"}, Value: "cell"}) {
				cells++ // the legend's swatches are not cells
			}
		}
		if n > 1 && cells != hex.Cells(3) {
			t.Errorf("case %d: %d cells drawn, want the %d of side 3", n, cells, hex.Cells(3))
		}
		b, err := Input(sample(t), n, 0, "png")
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil || img.Bounds().Dx() < 100 {
			t.Fatalf("case %d: PNG %v, %v", n, err, img)
		}
	}
}

// TestCrop: on the largest board the picture is a window of radius 12
// around the winning move, moved inwards to lie on the board, with the
// ring's enclosed cells marked inside it.
func TestCrop(t *testing.T) {
	const s, d = 3000, 1666
	c := hex.Case{S: s}
	for _, m := range ringCells(hex.Cell{X: s, Y: s}, d) {
		c.Moves = append(c.Moves, m)
	}
	p, err := Compose(c, 1, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	if p.Radius != window || len(p.Cells) != hex.Cells(window+1) {
		t.Errorf("radius %d, %d cells, want %d and %d", p.Radius, len(p.Cells), window, hex.Cells(window+1))
	}
	won, holes := 0, 0
	for _, x := range p.Cells {
		if x.Won {
			won++
		}
		if x.Enclosed {
			holes++
		}
	}
	if won == 0 || holes == 0 {
		t.Errorf("%d winning stones and %d enclosed cells in the window, want some of each", won, holes)
	}
	if !strings.Contains(p.Text(), "(9996)") {
		t.Error("the winning move's number is not in the text")
	}
}

// ringCells is the hexagonal ring of radius d around p, in order.
func ringCells(p hex.Cell, d int) []hex.Cell {
	dirs := [6]hex.Cell{{X: -1, Y: -1}, {X: -1, Y: 0}, {X: 0, Y: 1}, {X: 1, Y: 1}, {X: 1, Y: 0}, {X: 0, Y: -1}}
	var out []hex.Cell
	for i := range 6 {
		a, b := dirs[i], dirs[(i+1)%6]
		for j := range d {
			out = append(out, hex.Cell{X: p.X + d*a.X + j*(b.X-a.X), Y: p.Y + d*a.Y + j*(b.Y-a.Y)})
		}
	}
	return out
}

// TestErrors: a case or a move that is not in the file is refused.
func TestErrors(t *testing.T) {
	for _, tc := range []struct {
		name   string
		n, at  int
		format string
	}{
		{"case 0", 0, 0, "text"},      // cases count from 1
		{"case past T", 8, 0, "text"}, // the sample has 7
		{"move past M", 1, 5, "text"}, // case 1 has 4 moves
		{"format", 1, 0, "gif"},       // text, svg or png only
	} {
		if _, err := Input(sample(t), tc.n, tc.at, tc.format); err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
}

// TestLegend: under the board, each colour the picture uses and what it
// means, in the SVG as text and in the PNG as swatches.
func TestLegend(t *testing.T) {
	for _, tc := range []struct {
		n, at int
		want  string
		why   string
	}{
		{5, 0, "stone|winning group|edge|corner", "a won case: the winning group's red is explained"},
		{5, 1, "stone|edge|corner", "before the win no red stone, so no red in the legend"},
	} {
		svg, err := Input(sample(t), tc.n, tc.at, "svg")
		if err != nil {
			t.Fatal(err)
		}
		i := bytes.Index(svg, []byte(`<g class="legend"`))
		if i < 0 {
			t.Fatalf("case %d: the SVG has no legend", tc.n)
		}
		legend := svg[i:]
		var words []string
		for _, m := range regexp.MustCompile(`<text[^>]*>([^<]*)</text>`).FindAllSubmatch(legend, -1) {
			words = append(words, string(m[1]))
		}
		if got := strings.Join(words, "|"); got != tc.want {
			t.Errorf("case %d at %d: legend %q, want %q (%s)", tc.n, tc.at, got, tc.want, tc.why)
		}
		b, err := Input(sample(t), tc.n, tc.at, "png")
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		h := float64(img.Bounds().Dy())
		if got := color.RGBAModel.Convert(img.At(int(svgPad+swatchR), int(legendY(h)))); got != rgb(colourStone) {
			t.Errorf("case %d at %d: the PNG's first swatch is %v, want the stones' blue", tc.n, tc.at, got)
		}
	}
}
