package app

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"carokit/internal/termwidth"
	"carokit/problem"
	"carokit/problems/folder"
	"carokit/report"
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
			if fp, ok := p.(*folder.Problem); ok {
				return genFolder(env, fp, args)
			}
			if len(args) == 1 && args[0] == "--list" {
				return listKinds(env, p.Spec())
			}
			kind, rest, err := takeKind(args)
			if err != nil {
				return err
			}
			g, err := generator(p.Spec(), "kind", kind)
			if err != nil {
				return err
			}
			if slices.Contains(rest, "--help") || slices.Contains(rest, "-h") {
				return kindHelp(env, g)
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

// listKinds prints the kinds within the terminal's width, or 80 columns
// when stdout is not a terminal: the parameters alone are wider than that,
// so the list is usually in the narrow layout.
func listKinds(env Env, spec *problem.Spec) error {
	var rows [][]string
	for _, g := range spec.Generators {
		rows = append(rows, []string{g.Kind, g.Summary, paramList(&g)})
	}
	width := termwidth.OfOr(env.Stdout, 80)
	if width == 0 {
		width = 80
	}
	return report.WriteTable(env.Stdout, []string{"kind", "what it makes", "parameters=default"}, rows, width)
}

// kindHelp is "gen --kind K --help": what the kind makes and each of its
// parameters with its default and meaning.
func kindHelp(env Env, g *problem.Generator) error {
	var b strings.Builder
	fmt.Fprintf(&b, "carokit gen --kind %s: %s\n\nparameters:\n", g.Kind, g.Summary)
	w := 0
	for _, p := range g.Params {
		w = max(w, len(p.Name))
	}
	for _, p := range g.Params {
		d := p.Default
		if d == "" {
			d = "required"
		}
		fmt.Fprintf(&b, "  --%-*s  %s (default: %s)\n", w, p.Name, p.Usage, d)
	}
	_, err := io.WriteString(env.Stdout, b.String())
	return err
}

// paramList is "--n=15 --k=auto …": each parameter and its default, in
// words the narrow layout does not break.
func paramList(g *problem.Generator) string {
	var params []string
	for _, p := range g.Params {
		d := p.Default
		if d == "" {
			d = "required"
		}
		params = append(params, fmt.Sprintf("--%s=%s", p.Name, d))
	}
	return strings.Join(params, " ")
}
