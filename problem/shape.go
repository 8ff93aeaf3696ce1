package problem

// Shaper is implemented by problems that know when two failing inputs
// show the same bug: stress --keep-going groups its shrunk failures by
// ShapeKey and reports one example per key, with how many failures it
// stands for. Two inputs that differ only in what cannot matter to a
// solution (for Caro, where on the board the same pattern of moves lies)
// must get the same key; inputs that may fail for different reasons must
// not. Without it, stress uses its generic key (the tokens, with each
// integer replaced by its rank among the input's integers).
type Shaper interface {
	ShapeKey(input []byte) string
}
