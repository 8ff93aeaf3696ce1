package app

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"carokit/scaffold"
)

func newCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:      "new",
		Usage:     "create a problem folder (Kattis format: statement, validator, generator, generators.yaml, an accepted and a wrong submission) that package and judge take at once",
		ArgsUsage: "DIR",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "name", Usage: "the problem's title (default: DIR's name)"},
			&cli.BoolFlag{Name: "interactive", Usage: "an interactive problem instead (guess the number: an interactor in output_validator/)"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usagef("new takes one DIR, the folder to create (e.g. carokit new myproblem)")
			}
			dir := c.Args().First()
			if err := scaffold.Write(dir, scaffold.Options{Name: c.String("name"), Interactive: c.Bool("interactive")}); err != nil {
				return err
			}
			fmt.Fprintf(env.Stdout, "created the problem folder %s; next:\n  carokit --problem %s package\n  carokit --problem %s judge\n", dir, pathArg(dir), pathArg(dir))
			return nil
		},
	}
}

// pathArg is dir as --problem takes it: a path, so "./" before a bare
// name.
func pathArg(dir string) string {
	if isPathArg(dir) {
		return dir
	}
	return "./" + dir
}
