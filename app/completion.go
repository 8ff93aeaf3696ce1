package app

import (
	"fmt"
	"io"

	"github.com/urfave/cli/v2"
)

// completeFlag is urfave/cli's hidden flag: a command line ending with it
// prints the words that may come next instead of running.
const completeFlag = "--generate-bash-completion"

// completing reports whether args ask for completions; flagsFirst must
// then leave them alone, or the flag would stop being the last word.
func completing(args []string) bool {
	return len(args) > 0 && args[len(args)-1] == completeFlag
}

// bashCompletion asks carokit itself for the next words (the command line
// typed so far, plus completeFlag), as urfave/cli's own script does.
const bashCompletion = `# bash completion for carokit: eval "$(carokit completion bash)" in ~/.bashrc
_carokit_complete() {
  local cur opts
  COMPREPLY=()
  cur="${COMP_WORDS[COMP_CWORD]}"
  if [[ "$cur" == "-"* ]]; then
    opts=$("${COMP_WORDS[@]:0:$COMP_CWORD}" "${cur}" ` + completeFlag + ` 2>/dev/null)
  else
    opts=$("${COMP_WORDS[@]:0:$COMP_CWORD}" ` + completeFlag + ` 2>/dev/null)
  fi
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
  local cur
  cur=${words[-1]}
  if [[ "$cur" == "-"* ]]; then
    opts=("${(@f)$(${words[@]:0:#words[@]-1} ${cur} ` + completeFlag + ` 2>/dev/null)}")
  else
    opts=("${(@f)$(${words[@]:0:#words[@]-1} ` + completeFlag + ` 2>/dev/null)}")
  fi
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
