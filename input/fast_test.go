package input

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

func TestQuickLine(t *testing.T) {
	for _, tc := range []struct {
		name, reason, in string
		width, hi        int
		want             []int // nil: QuickLine declines
	}{
		{"pair", "Caro's move line", "12 7\nrest", 2, 20, []int{12, 7}},
		{"at hi", "hi is inclusive", "20 20\n", 2, 20, []int{20, 20}},
		{"long line", "Joc 7's lines hold N² values", "3 1 2 4\n", 4, 4, []int{3, 1, 2, 4}},
		{"above hi", "out of range is Int's to explain", "21 1\n", 2, 20, nil},
		{"zero", "0 is not positive", "0 1\n", 2, 20, nil},
		{"leading zero", "not canonical", "01 1\n", 2, 20, nil},
		{"sign", "not canonical", "+1 1\n", 2, 20, nil},
		{"tab", "not a single space", "1\t1\n", 2, 20, nil},
		{"CRLF", "not a \\n line end", "1 1\r\n", 2, 20, nil},
		{"short line", "the \\n comes too early", "1\n1\n", 2, 20, nil},
		{"long", "a third value where the line should end", "1 1 1\n", 2, 20, nil},
		{"no line end", "the input ends inside the line", "1 1", 2, 20, nil},
		{"empty", "nothing", "", 2, 20, nil},
		{"wrap", "20 digits must not wrap around into range", "18446744073709551617 1\n", 2, 1 << 40, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := NewStrict("f", []byte(tc.in))
			dst := make([]int, tc.width)
			ok := r.QuickLine(tc.hi, dst)
			switch {
			case ok != (tc.want != nil):
				t.Fatalf("QuickLine(%q) = %v, want %v (%s)", tc.in, ok, tc.want != nil, tc.reason)
			case ok && !reflect.DeepEqual(dst, tc.want):
				t.Errorf("read %v, want %v", dst, tc.want)
			case ok && r.pos != strings.IndexByte(tc.in, '\n')+1:
				t.Errorf("stopped at %d, want after the first line", r.pos)
			case !ok && r.pos != 0:
				t.Errorf("declined but consumed %d bytes", r.pos)
			}
		})
	}
}

// TestNoAllocation: reading a valid input with labels and items must not
// allocate (labels are built only for a message).
func TestNoAllocation(t *testing.T) {
	in := []byte("3\n1 2\n3 4\n5 6\n")
	sum := func(r *Reader) (s int) {
		n := r.Int(0, 3, "T")
		r.Eoln()
		for i := 1; i <= n; i++ {
			r.Item("case", i, n)
			s += r.Int(1, 9, "x")
			r.Space()
			s += r.Int(1, 9, "y")
			r.Eoln()
		}
		r.EOF()
		return s
	}
	for _, lenient := range []bool{false, true} {
		if a := testing.AllocsPerRun(100, func() {
			r := NewStrict("f", in)
			if lenient {
				r = NewLenient("f", in)
			}
			if sum(r); r.Err() != nil {
				t.Fatal(r.Err())
			}
		}); a != 0 {
			t.Errorf("lenient=%v: %v allocations per read, want 0", lenient, a)
		}
	}
}

// TestSticky: after the first error nothing reads or reports, and Int
// returns its lower bound, so values stay in range.
func TestSticky(t *testing.T) {
	r := NewStrict("f", []byte("x 5 6\n7 8\n"))
	if v := r.Int(3, 9, "a"); v != 3 {
		t.Errorf("failed Int returned %d, want the lower bound 3", v)
	}
	first := r.Err()
	r.Space()
	r.Eoln()
	if v := r.Int(4, 9, "b"); v != 4 {
		t.Errorf("Int after an error returned %d, want 4", v)
	}
	var dst [2]int
	if r.QuickLine(9, dst[:]) {
		t.Error("QuickLine read after an error")
	}
	if tok := r.Token("t"); tok != nil {
		t.Errorf("Token after an error returned %q", tok)
	}
	r.Word("w")
	r.Errorf(3, "later")
	r.EOF()
	if r.Err() != first || first == nil {
		t.Errorf("Err() = %v, want the first error %v", r.Err(), first)
	}
}

// TestBoundedMessage: a huge token yields a short message (the reader
// never copies input in proportion to its size).
func TestBoundedMessage(t *testing.T) {
	garbage := bytes.Repeat([]byte{'\xff'}, 1<<20)
	for _, mode := range []func(string, []byte) *Reader{NewStrict, NewLenient} {
		r := mode("f", garbage)
		r.Int(1, 9, "N")
		if msg := r.Err().Error(); len(msg) > 200 || !strings.HasSuffix(msg, "(1048576 bytes)") {
			t.Errorf("message of %d bytes: %.300s", len(msg), msg)
		}
	}
}

// TestPos: Pos is where the next token starts, after whitespace in
// lenient mode only.
func TestPos(t *testing.T) {
	in := []byte(" \n\t7")
	if p := NewStrict("f", in).Pos(); p != 0 {
		t.Errorf("strict Pos = %d, want 0", p)
	}
	if p := NewLenient("f", in).Pos(); p != 3 {
		t.Errorf("lenient Pos = %d, want 3", p)
	}
}

func TestLenient(t *testing.T) {
	if NewStrict("f", nil).Lenient() || !NewLenient("f", nil).Lenient() {
		t.Error("Lenient() does not tell the modes apart")
	}
}
