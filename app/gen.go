package app

import (
	"fmt"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/urfave/cli/v2"

	"carokit/problem"
)

func genCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:      "gen",
		Usage:     "write one generated case to stdout: carokit gen --kind KIND [--param value]... (--list shows the kinds)",
		ArgsUsage: "--kind KIND [--n N --k K --seed S ...] | --list",
		// The parameters depend on the kind, so the generator parses them.
		SkipFlagParsing: true,
		Action: func(c *cli.Context) error {
			p, err := currentProblem(c)
			if err != nil {
				return err
			}
			args := c.Args().Slice()
			if len(args) == 1 && (args[0] == "--help" || args[0] == "-h") {
				return cli.ShowSubcommandHelp(c)
			}
			if len(args) == 1 && args[0] == "--list" {
				return listKinds(env, p.Spec())
			}
			kind, rest, err := takeKind(args)
			if err != nil {
				return err
			}
			g, err := p.Spec().FindGenerator(kind)
			if err != nil {
				return err
			}
			a, err := g.ParseArgs(rest)
			if err != nil {
				return err
			}
			out, err := g.Generate(a)
			if err != nil {
				return err // the generator's messages already name the kind
			}
			_, err = env.Stdout.Write(out.Input)
			return err
		},
	}
}

// takeKind removes "--kind KIND" (or --kind=KIND) from args.
func takeKind(args []string) (string, []string, error) {
	var rest []string
	kind := ""
	for i := 0; i < len(args); i++ {
		switch {
		case args[i] == "--kind" && i+1 < len(args):
			kind = args[i+1]
			i++
		case strings.HasPrefix(args[i], "--kind="):
			kind = strings.TrimPrefix(args[i], "--kind=")
		default:
			rest = append(rest, args[i])
		}
	}
	if kind == "" {
		return "", nil, usagef("gen needs --kind KIND (or --list)")
	}
	return kind, rest, nil
}

func listKinds(env Env, spec *problem.Spec) error {
	t := tablewriter.NewTable(env.Stdout)
	t.Header("kind", "parameters (default)", "what it makes")
	for _, g := range spec.Generators {
		var params []string
		for _, p := range g.Params {
			d := p.Default
			if d == "" {
				d = "required"
			}
			params = append(params, fmt.Sprintf("--%s (%s)", p.Name, d))
		}
		if err := t.Append(g.Kind, strings.Join(params, " "), g.Summary); err != nil {
			return err
		}
	}
	return t.Render()
}
