package carogen

import "testing"

// benchKind generates kind at the largest size: N = 5000, K = 300000.
func benchKind(b *testing.B, kind string, args ...string) {
	g := findKind(b, kind)
	a, err := g.ParseArgs(append([]string{"--n", "5000", "--k", "300000"}, args...))
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; b.Loop(); i++ {
		if _, err := g.Generate(a.WithSeed(uint64(i))); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLine(b *testing.B)        { benchKind(b, "line") }
func BenchmarkMidFill(b *testing.B)     { benchKind(b, "mid-fill") }
func BenchmarkLongRun(b *testing.B)     { benchKind(b, "long-run") }
func BenchmarkEdgeWin(b *testing.B)     { benchKind(b, "edge-win") }
func BenchmarkLateWin(b *testing.B)     { benchKind(b, "late-win") }
func BenchmarkLastMoveWin(b *testing.B) { benchKind(b, "last-move-win") }
func BenchmarkDenseBlock(b *testing.B)  { benchKind(b, "dense-block", "--rows", "500", "--cols", "600") }
func BenchmarkFullNoWin(b *testing.B)   { benchKind(b, "full-no-win") }
func BenchmarkRandom(b *testing.B)      { benchKind(b, "random") }

// BenchmarkLinePacked is a line in a block packed at density 1 around it.
func BenchmarkLinePacked(b *testing.B) { benchKind(b, "line", "--fill", "1") }
