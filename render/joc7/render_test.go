package joc7

import (
	"bytes"
	"encoding/xml"
	"image/png"
	"strings"
	"testing"
)

const example = "1\n4 4\n16 13 15 9 10 1 5 2 6 14 3 7 11 4 8 12\n1 2 3 4 5 6 7 8 12 11 10 9 13 14 15 16\n1 5 9 6 2 7 3 8 4 10 11 12 13 14 15 16\n1 2 3 4 8 7 6 5 12 11 10 9 16 15 14 13\n"

func TestText(t *testing.T) {
	cases := []struct {
		name string
		at   int
		want []string
		why  string
	}{
		{"round 1 at its win", 0, []string{"Teodora (X) wins at mark 7 on the semidiagonal below the main diagonal", "[X] .  .  . ", " 0 [X] .  . "},
			"the statement's account: cells 5, 10, 15 complete at mark 7"},
		{"before the win", 6, []string{"after mark 6 of 16\n", " .  .  .  . \n 0  X  .  . "}, "no line drawn before it is complete"},
		{"round 2, Ștefan starts", 16 + 14, []string{"round 2, started by Ștefan (0)", "semidiagonal below the secondary diagonal", " 0 [X] .  . "},
			"--at counts marks through the rounds, and the starter decides whose mark is whose"},
		{"round 4, nobody", 64, []string{"nobody wins this round"}, "a full board without a line"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			out, err := Input([]byte(example), tc.at, "text")
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range tc.want {
				if !strings.Contains(string(out), w) {
					t.Errorf("%s: no %q in\n%s", tc.why, w, out)
				}
			}
		})
	}
	if _, err := Input([]byte(example), 65, "text"); err == nil {
		t.Error("a mark past the last round was drawn")
	}
}

// TestSVG: the picture is well-formed XML with the winning line drawn.
func TestSVG(t *testing.T) {
	out, err := Input([]byte(example), 0, "svg")
	if err != nil {
		t.Fatal(err)
	}
	d := xml.NewDecoder(strings.NewReader(string(out)))
	for {
		if _, err := d.Token(); err != nil {
			if err.Error() != "EOF" {
				t.Fatalf("not XML: %v", err)
			}
			break
		}
	}
	if !strings.Contains(string(out), "<line ") || strings.Count(string(out), `fill="#ffe08a"`) != 3 {
		t.Errorf("the winning line's 3 cells are not drawn:\n%s", out)
	}
}

// TestPNG: a decodable picture of N×24+1 pixels with the winning cells
// shaded.
func TestPNG(t *testing.T) {
	out, err := Input([]byte(example), 0, "png")
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 4*24+1 || b.Dy() != 4*24+1 {
		t.Fatalf("size %v", b)
	}
	// Cell 5 (row 1, column 0) is on the winning line, cell 1 is not.
	if r, g, bl, _ := img.At(2, 24+2).RGBA(); r>>8 != 255 || g>>8 != 224 || bl>>8 != 138 {
		t.Errorf("cell 5 is not shaded: %d %d %d", r>>8, g>>8, bl>>8)
	}
	if r, g, bl, _ := img.At(2, 2).RGBA(); r>>8 != 255 || g>>8 != 255 || bl>>8 != 255 {
		t.Errorf("cell 1 is shaded: %d %d %d", r>>8, g>>8, bl>>8)
	}
}
