package htmlreport

import (
	"fmt"
	"io"

	"carokit/internal/untrusted"
	"carokit/stress"
)

// Stress writes the page of a stress run: what was compared, and for
// each failure its case before and after shrinking (each drawn when
// draw is not nil and draws it), what the oracle and the target printed
// on the shrunk case, and why they disagree.
func Stress(w io.Writer, sum *stress.Summary, draw func(input []byte) *Drawing) error {
	v := stressView{
		Page:   newPage("carokit stress: " + untrusted.Text(sum.Target) + " against " + untrusted.Text(sum.Oracle)),
		Target: untrusted.Text(sum.Target), Oracle: untrusted.Text(sum.Oracle),
		Cases: sum.Cases, Failed: sum.Failed, Seed: sum.Seed, Elapsed: sum.Elapsed.Round(1e6).String(),
	}
	for i := range sum.Failures {
		f, err := counterexampleOf(i, &sum.Failures[i], draw)
		if err != nil {
			return err
		}
		v.Failures = append(v.Failures, f)
	}
	return render(w, "stress", v)
}

type stressView struct {
	Page           page
	Target, Oracle string
	Cases, Failed  int
	Seed           uint64
	Elapsed        string
	Failures       []counterexample
}

type counterexample struct {
	Anchor           string
	Index, Count     int
	Seed             uint64
	V                verdict
	Detail, Shape    string
	Values           string // the shrunk case's size
	Steps            int
	ShrinkTime       string
	Original, Shrunk shown
	OriginalBytes    int
	ShrunkBytes      int
	Oracle, Target   shown
	DrawnOriginal    *drawingView
	DrawnShrunk      *drawingView
}

func counterexampleOf(i int, f *stress.Failure, draw func([]byte) *Drawing) (counterexample, error) {
	c := counterexample{
		Anchor: fmt.Sprintf("failure-%d", i+1), Index: f.Index, Count: f.Count, Seed: f.Seed, V: verdictOf(f.Verdict),
		Detail: untrusted.Text(f.Detail), Shape: untrusted.Text(f.Shape), Steps: f.ShrinkSteps, ShrinkTime: f.ShrinkTime.Round(1e6).String(),
		Original: cut(f.Original, 0), Shrunk: cut(f.TestFile(), 0), OriginalBytes: len(f.Original), ShrunkBytes: len(f.Shrunk),
		Oracle: cut(f.OracleOutput, 0), Target: cut(f.TargetOutput, 0),
	}
	if len(f.ShrunkValues) > 0 {
		c.Values = untrusted.Text(f.ShrunkValues.String())
	}
	if draw == nil {
		return c, nil
	}
	var err error
	if c.DrawnOriginal, err = drawn(draw(f.Original), "The case before shrinking, drawn at its answer."); err != nil {
		return c, err
	}
	c.DrawnShrunk, err = drawn(draw(f.Shrunk), "The shrunk case, drawn at its answer.")
	return c, err
}

// drawn is a drawing ready for a page, nil for none.
func drawn(d *Drawing, caption string) (*drawingView, error) {
	if d == nil {
		return nil, nil
	}
	svg, err := Sanitize(*d)
	if err != nil {
		return nil, fmt.Errorf("draw: %w", err)
	}
	return &drawingView{SVG: svg, Caption: caption}, nil
}
