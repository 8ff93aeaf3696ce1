package havrender

import (
	"fmt"

	"carokit/problems/havannah/hex"
)

// Input reads input leniently and draws case n (1-based) after move at
// (0: at the answer) in format: text, svg or png.
func Input(input []byte, n, at int, format string) ([]byte, error) {
	cs, err := hex.ReadLenient("", input, hex.HavannahLimits)
	if err != nil {
		return nil, err
	}
	if n < 1 || n > len(cs) {
		return nil, fmt.Errorf("the file has %d cases: there is no case %d", len(cs), n)
	}
	pic, err := Compose(cs[n-1], n, len(cs), at)
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
