package app

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"carokit/internal/safefile"
	"carokit/internal/untrusted"
	"carokit/problem"
)

func showCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:      "show",
		Usage:     "draw a case after move T (default: at the answer): text on stdout, or an SVG or PNG file",
		ArgsUsage: "FILE",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "at", Usage: "draw the board after move T (default: the first winning move, or the last move)"},
			&cli.IntFlag{Name: "case", Usage: "draw case `N` (from 1) of a file of several cases (problems whose files hold T cases)"},
			&cli.StringFlag{Name: "svg", Usage: "write an SVG picture to `OUT`"},
			&cli.StringFlag{Name: "png", Usage: "write a PNG picture to `OUT`"},
			&cli.BoolFlag{Name: "text", Usage: "print the picture as characters (the default)"},
		},
		Action: untilInterrupted(func(c *cli.Context) error {
			p, err := currentProblem(c)
			if err != nil {
				return err
			}
			r, ok := p.(problem.Renderer)
			if !ok {
				return fmt.Errorf("problem %s cannot draw its cases", p.Spec().Name)
			}
			if c.NArg() != 1 {
				return usagef("show takes one FILE")
			}
			if c.IsSet("svg") && c.IsSet("png") {
				return usagef("give at most one of --svg and --png")
			}
			in, err := readInput(c, env, p.Spec())
			if err != nil {
				return err
			}
			if in.Over {
				return in.Explain(func(b []byte) error { _, err := r.Render(b, 0, "text"); return err })
			}
			format, out := "text", ""
			if c.IsSet("svg") {
				format, out = "svg", c.String("svg")
			} else if c.IsSet("png") {
				format, out = "png", c.String("png")
			}
			render := r.Render
			if c.IsSet("case") {
				cr, ok := r.(problem.CaseRenderer)
				if !ok {
					return usagef("problem %s has one case a file: --case does not apply", p.Spec().Name)
				}
				n := c.Int("case")
				render = func(b []byte, at int, format string) ([]byte, error) { return cr.RenderCase(b, n, at, format) }
			}
			pic, err := render(in.Data, c.Int("at"), format)
			if err != nil {
				return withFile(err, in.Name)
			}
			return writeOutput(c, func() error {
				if out == "" || out == "-" { // "-": the picture on stdout, for a pipe
					_, err := env.Stdout.Write(pic)
					return err
				}
				if err := safefile.Write(out, pic, 0o644); err != nil {
					return err
				}
				fmt.Fprintf(env.Stdout, "wrote %s\n", untrusted.Text(out))
				return nil
			})
		}),
	}
}
