package havannah

import havrender "carokit/render/havannah"

// Render draws the file's first case after move at (0: at the answer),
// for carokit show and the judge's report.
func (p *Problem) Render(input []byte, at int, format string) ([]byte, error) {
	return havrender.Input(input, 1, at, format)
}

// RenderCase draws case n (1-based) of the file: carokit show --case N.
func (p *Problem) RenderCase(input []byte, n, at int, format string) ([]byte, error) {
	return havrender.Input(input, n, at, format)
}
