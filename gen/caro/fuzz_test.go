package carogen

import (
	"bytes"
	"errors"
	"strconv"
	"strings"
	"testing"

	"carokit/problem"
	"carokit/problems/caro/game"
)

// Size bounds of FuzzGeneratorParams: one call must stay in the
// milliseconds, so sizes beyond these (given, or a kind's default such as
// dense-block's N = 300) are skipped, not run.
const (
	fuzzMaxN = 60
	fuzzMaxK = 400
)

// FuzzGeneratorParams feeds arbitrary argument words to every kind's
// ParseArgs and Generate, as a plan line or `carokit gen` would. The words
// are args split at single spaces and line breaks, so empty words and
// words holding tabs, control bytes or invalid UTF-8 occur too, but no
// line break: a plan line cannot hold one, and the command line folds
// such messages into one line (app.Run). kind picks the kind by index.
//
// Either the arguments are refused with a *problem.ParamError whose text
// is one line, or the case is a valid strict input whose planted answer is
// caro.Play's first win, and the parameters the generator reports
// (Args.CommandLine, what the manifest records) reproduce it byte for byte.
//
// The seed corpus in testdata/fuzz/FuzzGeneratorParams holds the subtask-1
// lines of the default plan, each kind's defaults on a small board, and
// one file per kind of bad value.
func FuzzGeneratorParams(f *testing.F) {
	all := Kinds()
	f.Fuzz(func(t *testing.T, kind uint8, args string) {
		g := &all[int(kind)%len(all)]
		var words []string
		if args != "" {
			words = strings.Split(strings.NewReplacer("\n", " ", "\r", " ").Replace(args), " ")
		}
		a, err := g.ParseArgs(words)
		if err != nil {
			checkParamErr(t, g.Kind, words, err)
			return
		}
		for name, bound := range map[string]int{"n": fuzzMaxN, "k": fuzzMaxK, "rows": fuzzMaxN, "cols": fuzzMaxN} {
			if !a.Has(name) {
				continue
			}
			if v, err := strconv.Atoi(a.String(name)); err == nil && v > bound {
				t.Skipf("--%s %d is over the fuzzing bound %d", name, v, bound)
			}
		}
		out, err := g.Generate(a)
		if err != nil {
			checkParamErr(t, g.Kind, words, err)
			return
		}
		c, err := game.ReadStrict("generated", out.Input, game.CaroLimits)
		if err != nil {
			t.Fatalf("%s %q: the strict reader rejects the case: %v", g.Kind, words, err)
		}
		res, _ := game.Play(c)
		if want := strconv.Itoa(res.Move) + "\n"; string(out.Answer) != want {
			t.Fatalf("%s %q: planted answer %q, the game's first win is %q", g.Kind, words, out.Answer, want)
		}
		// The manifest's command line must rebuild the same case.
		line := a.CommandLine()
		b, err := g.ParseArgs(line[2:]) // drop "--kind KIND"
		if err != nil {
			t.Fatalf("%s %q: its own command line %q does not parse: %v", g.Kind, words, line, err)
		}
		again, err := g.Generate(b)
		if err != nil {
			t.Fatalf("%s %q: its own command line %q fails: %v", g.Kind, words, line, err)
		}
		if !bytes.Equal(again.Input, out.Input) || !bytes.Equal(again.Answer, out.Answer) {
			t.Fatalf("%s %q: its command line %q builds a different case", g.Kind, words, line)
		}
	})
}

// checkParamErr fails unless err is a usage error a user can read: a
// *problem.ParamError of one non-empty line.
func checkParamErr(t *testing.T, kind string, words []string, err error) {
	t.Helper()
	var pe *problem.ParamError
	if !errors.As(err, &pe) {
		t.Fatalf("%s %q: error %q is %T, want a *problem.ParamError", kind, words, err, err)
	}
	if msg := err.Error(); strings.TrimSpace(msg) == "" || strings.ContainsAny(msg, "\n\r") {
		t.Fatalf("%s %q: error %q is not one line of text", kind, words, msg)
	}
}
