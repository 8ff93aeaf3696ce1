package problem

import (
	"strings"
	"testing"
)

func TestCompareTokens(t *testing.T) {
	cases := []struct {
		name, answer, output, err, why string
	}{
		{"equal", "10\n", "10\n", "", ""},
		{"whitespace", "HtBest 9\n", "  HtBest\t9 \r\n\n", "", "whitespace-insensitive, as judges compare"},
		{"wrong", "10\n", "12\n", `token 1: expected "10", found "12"`, ""},
		{"empty", "10\n", "", `output is empty, expected "10"`, ""},
		{"short", "HtBest 9\n", "HtBest\n", "output ends after 1 tokens", ""},
		{"extra", "10\n", "10 10\n", `extra output after the answer: "10"`, ""},
		{"long garbage", "1\n", strings.Repeat("x", 1000), "…", "messages stay one short line"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := CompareTokens([]byte(c.answer), []byte(c.output))
			if (c.err == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), c.err)) {
				t.Errorf("got %v, want %q (%s)", err, c.err, c.why)
			}
			if err != nil && len(err.Error()) > 120 {
				t.Errorf("message too long: %d bytes", len(err.Error()))
			}
		})
	}
}

func TestParseArgs(t *testing.T) {
	g := &Generator{Kind: "line", Params: []Param{{Name: "n", Default: "15"}, {Name: "dir", Default: "random"}, {Name: "k"}}}
	a, err := g.ParseArgs([]string{"--k", "30", "--dir=h", "--seed", "7"})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(a.CommandLine(), " "); got != "--kind line --n 15 --dir h --k 30 --seed 7" {
		t.Errorf("command line %q: defaults filled, declared order, seed last", got)
	}
	if n, err := a.Int("n", 1, 5000); n != 15 || err != nil {
		t.Errorf("Int = %d, %v", n, err)
	}
	if _, err := a.Int("k", 1, 10); !IsParamError(err) {
		t.Errorf("out of range must be a ParamError, got %v", err)
	}
	bad := []struct{ args, want string }{
		{"--q 1 --k 2", `unknown parameter "--q"`},
		{"--k", "needs a value"},
		{"k 3", "expected --name value"},
		{"--k 1 --k 2", "given twice"},
		{"--n 5", "--k is required"},
		{"--k 1 --seed -1", "--seed"},
	}
	for _, b := range bad {
		_, err := g.ParseArgs(strings.Fields(b.args))
		if !IsParamError(err) || !strings.Contains(err.Error(), b.want) {
			t.Errorf("ParseArgs(%q) = %v, want a ParamError with %q", b.args, err, b.want)
		}
	}
}

func TestParseVerdict(t *testing.T) {
	for in, want := range map[string]Verdict{"ok": OK, "AC": OK, "tle": TLE, "Wa": WA, "CE": CE} {
		if v, err := ParseVerdict(in); v != want || err != nil {
			t.Errorf("ParseVerdict(%q) = %v, %v", in, v, err)
		}
	}
	if _, err := ParseVerdict("PE"); err == nil {
		t.Error("PE is not a carokit verdict")
	}
}

func TestInputErrorIsOneLine(t *testing.T) {
	e := &InputError{File: "a.in", Line: 3, Col: 7, Msg: "expected integer"}
	if e.Error() != "a.in:3:7: expected integer" {
		t.Errorf("%q", e.Error())
	}
	if (&InputError{Line: 1, Col: 1, Msg: "x"}).Error() != "<input>:1:1: x" {
		t.Error("unnamed input")
	}
}
