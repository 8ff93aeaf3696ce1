package app

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"
)

// durationValue is a strictly parsed, positive duration flag value:
// urfave's DurationFlag accepts -1s and says only "parse error" for "1".
type durationValue struct{ d time.Duration }

func (v *durationValue) String() string {
	if v == nil || v.d == 0 {
		return ""
	}
	return v.d.String()
}

func (v *durationValue) Set(s string) error {
	d, err := parseDuration(s)
	if err != nil {
		return err
	}
	v.d = d
	return nil
}

// parseDuration reads a Go duration with a unit (1s, 500ms, 1m30s) that
// is more than zero.
func parseDuration(s string) (time.Duration, error) {
	d, err := time.ParseDuration(s)
	if err != nil {
		return 0, errors.New("want a duration such as 1s or 500ms")
	}
	if d <= 0 {
		return 0, errors.New("want a duration more than 0, such as 1s or 500ms")
	}
	return d, nil
}

// durationFlag declares a duration flag parsed by parseDuration; def 0
// means unset.
func durationFlag(name string, def time.Duration, usage string) cli.Flag {
	return &cli.GenericFlag{Name: name, Value: &durationValue{def}, Usage: usage}
}

// durationOf is the value of a flag declared by durationFlag.
func durationOf(c *cli.Context, name string) time.Duration {
	if v, ok := c.Generic(name).(*durationValue); ok {
		return v.d
	}
	return 0
}

// sizeValue is a strictly parsed memory size flag value.
type sizeValue struct{ n int64 }

func (v *sizeValue) String() string {
	if v == nil || v.n == 0 {
		return ""
	}
	return strconv.FormatInt(v.n, 10) + "B"
}

func (v *sizeValue) Set(s string) error {
	n, err := parseSize(s)
	if err != nil {
		return err
	}
	v.n = n
	return nil
}

// sizeUnits are the suffixes parseSize knows, longest first so that
// "MiB" is not read as "B". KB, MB and GB are decimal, as the SI has
// them; K, M and G are kept binary, as carokit always read them.
var sizeUnits = []struct {
	suffix string
	mult   int64
}{
	{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30},
	{"KB", 1e3}, {"MB", 1e6}, {"GB", 1e9},
	{"K", 1 << 10}, {"M", 1 << 20}, {"G", 1 << 30}, {"B", 1},
}

// parseSize reads a positive size: a whole number followed by one of
// sizeUnits. A bare number is refused: "256" meant as MiB would be a
// 256-byte limit and every run MLE.
func parseSize(s string) (int64, error) {
	bad := errors.New("want a size such as 256MiB or 1GB (units B, KiB, MiB, GiB, KB, MB, GB)")
	num, mult := "", int64(0)
	for _, u := range sizeUnits {
		if rest, ok := strings.CutSuffix(s, u.suffix); ok {
			num, mult = rest, u.mult
			break
		}
	}
	if mult == 0 || num == "" {
		return 0, bad
	}
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil || n <= 0 || num[0] == '+' || n > (1<<62)/mult {
		return 0, bad
	}
	return n * mult, nil
}

// sizeFlag declares a memory size flag parsed by parseSize.
func sizeFlag(name, usage string) cli.Flag {
	return &cli.GenericFlag{Name: name, Value: &sizeValue{}, Usage: usage}
}

// sizeOf is the value of a flag declared by sizeFlag (0: not given).
func sizeOf(c *cli.Context, name string) int64 {
	if v, ok := c.Generic(name).(*sizeValue); ok {
		return v.n
	}
	return 0
}

// defaultStringer is urfave/cli's own flag formatter, which
// flagHelp wraps.
var defaultStringer = cli.FlagStringer

func init() { cli.FlagStringer = flagHelp }

// flagHelp keeps help from printing a default twice: a flag whose usage
// already says its default ("default: the package's"), a boolean (false
// goes without saying) and a zero that means "not given" lose urfave's
// "(default: …)".
func flagHelp(f cli.Flag) string {
	s := defaultStringer(f)
	df, ok := f.(cli.DocGenerationFlag)
	if !ok {
		return s
	}
	text := df.GetDefaultText()
	_, isBool := f.(*cli.BoolFlag)
	if isBool || strings.Contains(df.GetUsage(), "default") || text == "0" || text == "0s" {
		s = strings.TrimSuffix(s, fmt.Sprintf(" (default: %s)", text))
		s = strings.TrimSuffix(s, fmt.Sprintf(" (default: %q)", text))
	}
	return s
}

// usageMessage rewrites urfave's flag errors for the user: "flag
// provided but not defined: -pakage" names the closest flag of the
// command, if one is close, "invalid value "1" for flag -time: …"
// becomes "--time 1: …" (an integer flag's "parse error" says an integer
// is wanted), and "flag needs an argument: -svg" says what value.
func usageMessage(c *cli.Context, err error) error {
	flags := c.App.Flags
	if c.Command != nil && c.Command.Name != "" {
		flags = append(slices.Clip(c.Command.Flags), flags...)
	}
	var value, flagName, why string
	if n, _ := fmt.Sscanf(err.Error(), "invalid value %q for flag -%s", &value, &flagName); n == 2 {
		flagName = strings.TrimSuffix(flagName, ":")
		_, why, _ = strings.Cut(err.Error(), ": ")
		if msg := numberMessage(flags, flagName, value, why); msg != "" {
			return errors.New(msg)
		}
		if value == "" {
			value = `""`
		}
		return fmt.Errorf("--%s %s: %s", flagName, value, why)
	}
	// A boolean flag (and --fail-fast, whose mode is optional) takes its
	// value after "=".
	if n, _ := fmt.Sscanf(err.Error(), "invalid boolean value %q for -%s", &value, &flagName); n == 2 {
		flagName = strings.TrimSuffix(flagName, ":")
		_, why, _ = strings.Cut(err.Error(), ": ")
		if why == "parse error" {
			why = "want --" + flagName + " alone, or --" + flagName + "=true or =false"
		}
		return fmt.Errorf("--%s=%s: %s", flagName, value, why)
	}
	if name, ok := strings.CutPrefix(err.Error(), "flag needs an argument: -"); ok {
		if f := findFlag(flags, "--"+name); f != nil {
			return missingValue(f)
		}
	}
	name, ok := strings.CutPrefix(err.Error(), "flag provided but not defined: -")
	if !ok {
		return err
	}
	var names []string
	if c.Command != nil && c.Command.Name != "" {
		for _, f := range c.App.Flags {
			if slices.Contains(f.Names(), name) {
				return fmt.Errorf("--%s is a global flag: give it before the command (carokit --%s VALUE %s …)", name, name, c.Command.Name)
			}
		}
	}
	for _, f := range append(flags, cli.HelpFlag) {
		names = append(names, f.Names()...)
	}
	msg := fmt.Sprintf("unknown flag --%s", name)
	if s := closest(name, names); s != "" {
		msg += fmt.Sprintf(": did you mean --%s?", s)
	}
	return fmt.Errorf("%s", msg)
}

// requiredMessage rewrites urfave's "Required flag "target" not set"
// (exit 1) into a usage error that says what the flag wants: "stress
// needs --target (a built-in solution name or a program file)".
func requiredMessage(a *cli.App, args []string, err error) error {
	if err == nil {
		return nil
	}
	var names string
	if n, _ := fmt.Sscanf(err.Error(), "Required flag %q not set", &names); n != 1 {
		if n, _ := fmt.Sscanf(err.Error(), "Required flags %q not set", &names); n != 1 {
			return err
		}
	}
	var cmd *cli.Command
	for _, w := range args {
		if cmd = a.Command(w); cmd != nil {
			break
		}
	}
	if cmd == nil {
		return usageError{err}
	}
	var wants []string
	for _, name := range strings.Split(names, ", ") {
		hint := "a value"
		if f := findFlag(cmd.Flags, "--"+name); f != nil {
			hint = valueHint(f)
		}
		wants = append(wants, fmt.Sprintf("--%s (%s)", name, hint))
	}
	return usagef("%s needs %s", cmd.Name, orList(wants))
}

// closest is the candidate nearest to word by edit distance, if it is
// near enough to be a likely typo (at most a third of the word's length,
// and at least 1 or 2 edits).
func closest(word string, candidates []string) string {
	best, bestD := "", max(2, len(word)/3)+1
	for _, c := range candidates {
		if d := editDistance(word, c); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// editDistance is the Damerau (optimal string alignment) distance:
// insertions, deletions, substitutions and swaps of neighbours each
// cost 1, so "judeg" is one edit from "judge".
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}
