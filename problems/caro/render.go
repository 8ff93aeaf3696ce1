package caro

import (
	"fmt"

	game "carokit/caro"
	"carokit/render"
)

// Render draws the board after move at (0: at the answer), for carokit show.
func (p *Problem) Render(input []byte, at int, format string) ([]byte, error) {
	return Render(input, at, format, game.CaroLimits)
}

// Render reads input leniently within lim and draws it in format.
func Render(input []byte, at int, format string, lim game.Limits) ([]byte, error) {
	c, err := game.ReadLenient("", input, lim)
	if err != nil {
		return nil, err
	}
	pic, err := render.Compose(c, render.Options{At: at})
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
