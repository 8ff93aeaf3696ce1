package havgen

import (
	"bytes"
	"errors"
	"strconv"
	"strings"
	"testing"

	"carokit/problem"
	"carokit/problems/havannah/hex"
)

// Size bounds of FuzzGeneratorParams: one call must stay in the
// milliseconds, so larger sizes (given, or a default such as snake's
// S = 3000) are skipped, not run.
var fuzzBounds = map[string]int{"s": 40, "t": 20, "m": 400, "d": 30, "count": 50, "after": 200}

// FuzzGeneratorParams feeds arbitrary argument words to every kind's
// ParseArgs and Generate, as a plan line or `carokit gen` would (words
// split at spaces and line breaks; kind picks the kind by index). Either
// the arguments are refused with a one-line *problem.ParamError, or the
// file reads back strictly, the planted answers are the rules' (hex.Solve,
// case by case), and the command line the manifest records rebuilds the
// same file byte for byte.
func FuzzGeneratorParams(f *testing.F) {
	all := Kinds()
	seeds := []struct {
		kind uint8
		args string
	}{
		{0, ""}, {0, "--what fork --t 3"}, {1, "--s 2"}, {1, "--pair 0-3 --s 9"}, {1, "--pair 3-3"},
		{2, "--edges 1-2-3 --s 3"}, {2, "--edges random --t 5"}, {3, "--d 1 --inside stones"},
		{3, "--s 3 --touch edge"}, {3, "--s 8 --d 5 --touch edge"}, {4, "--answer fork-ring --s 4"},
		{4, "--answer none"}, {5, "--d 8 --s 10"}, {6, "--of ring --s 4"}, {7, "--count 0"},
		{8, "--s 2 --t 5"}, {9, "--after 0"}, {10, "--s 2"}, {11, "--m 7 --t 3"}, {12, "--s 40 --m 200 --close bridge"},
		{12, "--s 40 --m 12"}, {3, "--d -1"}, {1, "--s 1e3"}, {0, "--t 0"}, {0, "--t=201"},
	}
	for _, s := range seeds {
		f.Add(s.kind, s.args)
	}
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
		for name, bound := range fuzzBounds {
			if v, err := strconv.Atoi(a.String(name)); a.Has(name) && err == nil && v > bound {
				t.Skipf("--%s %d is over the fuzzing bound %d", name, v, bound)
			}
		}
		out, err := g.Generate(a)
		if err != nil {
			checkParamErr(t, g.Kind, words, err)
			return
		}
		cs, err := hex.ReadStrict("generated", out.Input, hex.HavannahLimits)
		if err != nil {
			t.Fatalf("%s %q: the strict reader rejects the file: %v", g.Kind, words, err)
		}
		if out.Answer != nil {
			rs := make([]hex.Result, len(cs))
			for i, c := range cs {
				rs[i] = hex.Solve(c)
			}
			if want := hex.FormatAnswers(rs); !bytes.Equal(out.Answer, want) {
				t.Fatalf("%s %q: planted answers %q, the rules give %q", g.Kind, words, out.Answer, want)
			}
		}
		line := a.CommandLine()
		b, err := g.ParseArgs(line[2:]) // drop "--kind KIND"
		if err != nil {
			t.Fatalf("%s %q: its own command line %q does not parse: %v", g.Kind, words, line, err)
		}
		again, err := g.Generate(b)
		if err != nil || !bytes.Equal(again.Input, out.Input) || !bytes.Equal(again.Answer, out.Answer) {
			t.Fatalf("%s %q: its command line %q builds a different file (%v)", g.Kind, words, line, err)
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
