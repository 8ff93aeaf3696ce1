package app

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"carokit/export"
	"carokit/problem"
	"carokit/problems"
)

// completeFlag is urfave/cli's hidden flag, kept as the protocol of the
// scripts: a command line ending with it prints the words that may come
// next instead of running.
const completeFlag = "--generate-bash-completion"

// completing reports whether args ask for completions.
func completing(args []string) bool {
	return len(args) > 0 && args[len(args)-1] == completeFlag
}

// complete prints, one a line, the words that may follow words (the
// command line typed so far without the program name, its last word the
// one being completed, "" when none is begun), and returns 0.
func complete(a *cli.App, env Env, words []string) int {
	for _, w := range completions(a, words) {
		fmt.Fprintln(env.Stdout, w)
	}
	return ExitOK
}

// completions are the words that may follow words: the flags matching a
// word being completed that starts with "-"; after a flag, its values
// when they are known (an enumerated flag's words, the problem's
// solutions, generator kinds, plans or subtasks); else the commands
// before one is given, the shells after completion, or nothing (the
// shell then completes file names).
func completions(a *cli.App, words []string) []string {
	cur := ""
	if n := len(words); n > 0 {
		cur, words = words[n-1], words[:n-1]
	}
	// bash splits --format=j into "--format", "=", "j".
	if n := len(words); n > 1 && words[n-1] == "=" {
		words = words[:n-1]
	}
	var cmd *cli.Command
	flags, problemName, afterCmd := a.Flags, "", 0
	for i := 0; i < len(words); i++ {
		w := words[i]
		if !isFlag(w) {
			if cmd != nil {
				afterCmd++
				continue
			}
			if cmd = a.Command(w); cmd == nil {
				return nil
			}
			flags = commandFlags(cmd, words[i+1:], problemOf(problemName))
			continue
		}
		f := findFlag(flags, w)
		if f == nil || !takesValue(f) || strings.Contains(w, "=") || i+1 == len(words) {
			continue
		}
		if cmd == nil && f.Names()[0] == "problem" {
			problemName = words[i+1]
		}
		i++
	}
	if strings.HasPrefix(cur, "-") {
		return flagNames(flags, cur)
	}
	if n := len(words); n > 0 && isFlag(words[n-1]) {
		if f := findFlag(flags, words[n-1]); f != nil && takesValue(f) && !strings.Contains(words[n-1], "=") {
			return flagValues(f, problemOf(problemName))
		}
	}
	switch {
	case cmd == nil:
		var names []string
		for _, c := range a.Commands {
			if !c.Hidden {
				names = append(names, c.Name)
			}
		}
		return names
	case cmd.Name == "completion" && afterCmd == 0:
		return []string{"bash", "zsh", "fish"}
	}
	return nil
}

// problemOf is the named problem, or the default one.
func problemOf(name string) problem.Problem {
	if p, err := problems.Lookup(name); err == nil {
		return p
	}
	p, _ := problems.Lookup("caro")
	return p
}

// commandFlags are cmd's flags; gen's are its --kind and --list, and the
// parameters of the kind when rest names one.
func commandFlags(cmd *cli.Command, rest []string, p problem.Problem) []cli.Flag {
	if cmd.Name != "gen" {
		return cmd.Flags
	}
	flags := []cli.Flag{&cli.StringFlag{Name: "kind"}, &cli.BoolFlag{Name: "list"}}
	if kind, _, err := takeKind(rest); err == nil && p != nil {
		if g, err := p.Spec().FindGenerator(kind); err == nil {
			for _, param := range g.Params {
				flags = append(flags, &cli.StringFlag{Name: param.Name})
			}
			flags = append(flags, &cli.StringFlag{Name: "seed"})
		}
	}
	return flags
}

// flagNames are the flags (and --help) whose "--name" starts with prefix.
func flagNames(flags []cli.Flag, prefix string) []string {
	var out []string
	for _, f := range append(flags, cli.HelpFlag) {
		if v, ok := f.(cli.VisibleFlag); ok && !v.IsVisible() {
			continue
		}
		for i, n := range f.Names() {
			w := "--" + n
			if i > 0 && len(n) == 1 { // an alias such as -h
				w = "-" + n
			}
			if strings.HasPrefix(w, prefix) {
				out = append(out, w)
			}
		}
	}
	return out
}

// flagValues are the values of f worth offering, nil when they are open
// (file names, numbers).
func flagValues(f cli.Flag, p problem.Problem) []string {
	if words := choicesOf(f); words != nil {
		return words
	}
	if p == nil {
		return nil
	}
	spec := p.Spec()
	var out []string
	switch f.Names()[0] {
	case "solution", "target", "oracle":
		for _, s := range spec.Solutions {
			out = append(out, s.Name)
		}
	case "kind", "kinds":
		for _, g := range spec.Generators {
			out = append(out, g.Kind)
		}
	case "plan":
		out = slices.Sorted(maps.Keys(spec.Plans))
	case "subtask":
		for _, st := range spec.Subtasks {
			out = append(out, strconv.Itoa(st.ID))
		}
	case "export", "format": // export --format, a list
		out = export.FormatNames()
	}
	return out
}

// bashCompletion asks carokit itself for the next words: the command
// line typed so far, the word being completed ("" when none is begun:
// after "--format=", bash's current word is "="), then completeFlag.
// With nothing offered, bash completes file names (-o default).
const bashCompletion = `# bash completion for carokit: eval "$(carokit completion bash)" in ~/.bashrc
_carokit_complete() {
  local cur opts
  COMPREPLY=()
  cur="${COMP_WORDS[COMP_CWORD]}"
  [[ "$cur" == "=" ]] && cur=""
  opts=$("${COMP_WORDS[@]:0:$COMP_CWORD}" "${cur}" ` + completeFlag + ` 2>/dev/null)
  COMPREPLY=($(compgen -W "${opts}" -- "${cur}"))
  return 0
}
complete -o bashdefault -o default -F _carokit_complete carokit
`

// zshCompletion is the same for zsh; with no word to offer it completes
// file names.
const zshCompletion = `#compdef carokit
# zsh completion for carokit: carokit completion zsh > "${fpath[1]}/_carokit"
_carokit() {
  local -a opts
  opts=("${(@f)$("${(@)words[1,CURRENT]}" ` + completeFlag + ` 2>/dev/null)}")
  if [[ "${opts[1]}" != "" ]]; then
    _describe 'values' opts
  else
    _files
  fi
}
compdef _carokit carokit
`

func completionCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:      "completion",
		Usage:     "print a shell completion script: bash, zsh or fish",
		ArgsUsage: "bash|zsh|fish",
		Action: func(c *cli.Context) error {
			return writeCompletion(c.App, env.Stdout, c.Args().Slice())
		},
	}
}

// writeCompletion prints the completion script for the one shell named
// in args.
func writeCompletion(a *cli.App, w io.Writer, args []string) error {
	if len(args) != 1 {
		return usagef("completion takes one shell: bash, zsh or fish")
	}
	switch args[0] {
	case "bash":
		_, err := io.WriteString(w, bashCompletion)
		return err
	case "zsh":
		_, err := io.WriteString(w, zshCompletion)
		return err
	case "fish":
		s, err := a.ToFishCompletion()
		if err != nil {
			return fmt.Errorf("fish completion: %w", err)
		}
		_, err = io.WriteString(w, s)
		return err
	}
	return usagef("completion %q: want bash, zsh or fish", args[0])
}
