package input

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

	"carokit/problem"
)

// The seed corpus in testdata/fuzz/FuzzReader holds the inputs of
// readerCases and a few valid inputs of fuzzGrammar.

// fuzzGrammar uses every method: "T W\n", T items "x y\n" (QuickLine
// first, Int when it declines, equal values refused with Errorf), then
// "end\n".
func fuzzGrammar(r *Reader) []int {
	t := r.Int(0, 3, "T")
	r.Space()
	w := r.Token("w")
	r.Eoln()
	got := []int{t, len(w)}
	var v [2]int
	for i := 1; i <= t; i++ {
		r.Item("case", i, t)
		at := r.Pos()
		if !r.QuickLine(50, v[:]) {
			v[0] = r.Int(-50, 50, "x")
			r.Space()
			v[1] = r.Int(1, 50, "y")
			r.Eoln()
		}
		if v[0] == v[1] {
			r.Errorf(at, "x equals y (%d)", v[0])
		}
		got = append(got, v[0], v[1])
	}
	r.Item("", 0, 0)
	r.Word("end")
	r.Eoln()
	r.EOF()
	return got
}

func FuzzReader(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		strict := NewStrict("f", data)
		sv := fuzzGrammar(strict)
		checkFuzzErr(t, data, strict.Err())
		lenient := NewLenient("f", data)
		lv := fuzzGrammar(lenient)
		checkFuzzErr(t, data, lenient.Err())
		// A judge must take whatever a validator takes, and read it the same.
		if strict.Err() == nil {
			if lenient.Err() != nil {
				t.Fatalf("strict accepted %q, lenient rejects it: %v", data, lenient.Err())
			}
			if !reflect.DeepEqual(sv, lv) {
				t.Fatalf("strict read %v, lenient read %v", sv, lv)
			}
		}
	})
}

// checkFuzzErr: an error is a *problem.InputError located inside the
// input, one short line whatever the input.
func checkFuzzErr(t *testing.T, data []byte, err error) {
	t.Helper()
	if err == nil {
		return
	}
	var ie *problem.InputError
	if !errors.As(err, &ie) {
		t.Fatalf("error %v is %T, want *problem.InputError", err, err)
	}
	lines := bytes.Split(data, []byte{'\n'})
	if ie.Line < 1 || ie.Line > len(lines) || ie.Col < 1 || ie.Col > len(lines[ie.Line-1])+1 {
		t.Fatalf("error %v points outside the input (%d lines)", err, len(lines))
	}
	msg := err.Error()
	if !strings.HasPrefix(msg, "f:") || strings.ContainsAny(msg, "\n\r") || len(msg) > 200 {
		t.Fatalf("error text %q is not one short located line", msg)
	}
}

// TestFuzzGrammar checks the fuzz grammar itself on its valid seeds, so
// that the fuzzer starts from inputs that reach every method.
func TestFuzzGrammar(t *testing.T) {
	for _, tc := range []struct {
		name, in        string
		strict, lenient []int // nil: rejected
	}{
		{"valid", "2 #1:\n1 2\n-3 4\nend\n", []int{2, 3, 1, 2, -3, 4}, []int{2, 3, 1, 2, -3, 4}},
		{"lenient only", " 3\t#1:\r\n1\n2 +3 04\n\n5 6 end ", nil, []int{3, 3, 1, 2, 3, 4, 5, 6}},
		{"none", "0 w\nend\n", []int{0, 1}, []int{0, 1}},
		{"equal values", "1 w\n7 7\nend\n", nil, nil},
	} {
		for _, mode := range []struct {
			r    *Reader
			want []int
		}{{NewStrict("f", []byte(tc.in)), tc.strict}, {NewLenient("f", []byte(tc.in)), tc.lenient}} {
			got := fuzzGrammar(mode.r)
			if err := mode.r.Err(); (err == nil) != (mode.want != nil) {
				t.Errorf("%s (lenient=%v): error %v, want values %v", tc.name, mode.r.Lenient(), err, mode.want)
			} else if err == nil && !reflect.DeepEqual(got, mode.want) {
				t.Errorf("%s (lenient=%v): read %v, want %v", tc.name, mode.r.Lenient(), got, mode.want)
			}
		}
	}
}
