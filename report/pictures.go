package report

import (
	"fmt"
	"io"

	"carokit/internal/untrusted"
)

// writePictures shows, under the verbose grid, each wrong answer on a small
// test with a picture of the case at the expected answer, so the setter
// sees at once what the solution missed; for an interactive problem, each
// failing run's transcript.
func (r *Report) writePictures(w io.Writer) error {
	for _, s := range r.Solutions {
		for _, t := range s.Tests {
			shown := t.Picture
			if shown == "" {
				shown = t.Transcript
			}
			if shown == "" {
				continue
			}
			if _, err := fmt.Fprintf(w, "\n%s on %s: %s %s\n%s", untrusted.Text(s.displayName()), untrusted.Text(t.Name), untrusted.Text(string(t.Verdict)), untrusted.Text(t.Detail), untrusted.Lines(shown)); err != nil {
				return err
			}
		}
	}
	return nil
}
