package carorender

import (
	"fmt"

	"carokit/problems/caro/game"
)

// Input reads input leniently within lim and draws the board after move
// at (0: at the answer) in format: text, svg or png.
func Input(input []byte, at int, format string, lim game.Limits) ([]byte, error) {
	c, err := game.ReadLenient("", input, lim)
	if err != nil {
		return nil, err
	}
	pic, err := Compose(c, Options{At: at})
	if err != nil {
		return nil, err
	}
	switch format {
	case "text":
		return []byte(pic.Text()), nil
	case "svg":
		return pic.SVG(), nil
	case "png":
		return pic.PNG()
	}
	return nil, fmt.Errorf("unknown picture format %q (want text, svg or png)", format)
}
