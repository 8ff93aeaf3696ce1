package mutate

import (
	"slices"
	"strings"
	"testing"
)

// TestOperators holds each operator, on a small C, C++ or Python
// source, to exactly the mutants it must make there: one case per
// operator and language, and the cases where it must make none (the
// reason each exists is its name).
func TestOperators(t *testing.T) {
	cases := []struct {
		name string
		lang Lang
		op   string
		src  string
		want []string // each mutated source, in source order (by replacement at one place)
	}{
		{"relational: < becomes <= and !=", C, OpRelational, "if(a<b)x;", []string{"if(a!=b)x;", "if(a<=b)x;"}},
		{"relational: == and != swap", CPP, OpRelational, "x=a==b;y=a!=b;", []string{"x=a!=b;y=a!=b;", "x=a==b;y=a==b;"}},
		{"relational: >= becomes >", Python, OpRelational, "x = a >= b\n", []string{"x = a > b\n"}},
		{"relational: a template's brackets are no comparison", CPP, OpRelational, "vector<pair<int,int>> v;", nil},
		{"relational: a shift and an include are no comparison", CPP, OpRelational, "#include <cstdio>\nx = y << 2 >> 1;", nil},
		{"arithmetic: + and - swap", C, OpArithmetic, "x=a+b-c;", []string{"x=a-b-c;", "x=a+b+c;"}},
		{"arithmetic: * and / swap between operands", C, OpArithmetic, "x=a*b/c;", []string{"x=a/b/c;", "x=a*b*c;"}},
		{"arithmetic: a pointer and a dereference are not multiplications", C, OpArithmetic, "int* p; char** v; x = *p;", nil},
		{"arithmetic: compound assignments swap", CPP, OpArithmetic, "s+=x;", []string{"s-=x;"}},
		{"arithmetic: Python's * becomes integer division", Python, OpArithmetic, "x = a * b\n", []string{"x = a // b\n"}},
		{"arithmetic: Python's *args is no product", Python, OpArithmetic, "f(*args)\n", nil},
		{"constant: +1, -1 and 0, the suffix kept", CPP, OpConstant, "x=5LL;", []string{"x=0LL;", "x=4LL;", "x=6LL;"}},
		{"constant: 0 becomes 1 only", C, OpConstant, "x=0;", []string{"x=1;"}},
		{"constant: hexadecimal, floating and array sizes are left", C, OpConstant, "int a[100005]; x=0x1f; y=1.5;", nil},
		{"logical: && and || swap", C, OpLogical, "if(a&&b||c)x;", []string{"if(a||b||c)x;", "if(a&&b&&c)x;"}},
		{"logical: and and or swap", Python, OpLogical, "if a and b:\n    x = 1\n", []string{"if a or b:\n    x = 1\n"}},
		{"negate: an if's condition", C, OpNegate, "if (a < b) x;", []string{"if (!(a < b)) x;"}},
		{"negate: a while's condition", CPP, OpNegate, "while (n) n--;", []string{"while (!(n)) n--;"}},
		{"negate: Python's if and while", Python, OpNegate, "while x > 0:\n    if x:\n        pass\n", []string{"while not (x > 0):\n    if x:\n        pass\n", "while x > 0:\n    if not (x):\n        pass\n"}},
		{"negate: Python's conditional expression is left", Python, OpNegate, "y = a if c else b\n", nil},
		{"delete: an assignment, a break, a continue", C, OpDelete, "{x = 1; break; continue;}", []string{"{; break; continue;}", "{x = 1; ; continue;}", "{x = 1; break; ;}"}},
		{"delete: an assignment after an if's header", CPP, OpDelete, "if (a) best = a;", []string{"if (a) ;"}},
		{"delete: a declaration and a call are kept", CPP, OpDelete, "int x = 1; Foo y = 2; f(x);", nil},
		{"delete: Python's assignment and break become pass", Python, OpDelete, "for x in a:\n    s += x\n    break\n", []string{"for x in a:\n    pass\n    break\n", "for x in a:\n    s += x\n    pass\n"}},
		{"loop-bound: the bound one short and one long", C, OpLoopBound, "for (i = 0; i < n; i++) ;", []string{"for (i = 0; i < n + 1; i++) ;", "for (i = 0; i < n - 1; i++) ;"}},
		{"loop-bound: a compound bound in brackets", CPP, OpLoopBound, "for (int i = 0; i <= n * m; i++) ;", []string{"for (int i = 0; i <= (n * m) + 1; i++) ;", "for (int i = 0; i <= (n * m) - 1; i++) ;"}},
		{"loop-bound: a range-based for has none", CPP, OpLoopBound, "for (int x : v) s += x;", nil},
		{"loop-bound: Python's range, its last argument", Python, OpLoopBound, "for i in range(1, n):\n    pass\n", []string{"for i in range(1, n + 1):\n    pass\n", "for i in range(1, n - 1):\n    pass\n"}},
		{"swap-index: a[i][j] becomes a[j][i]", C, OpSwapIndex, "x = a[i][j];", []string{"x = a[j][i];"}},
		{"swap-index: equal indices and declarations are left", C, OpSwapIndex, "int g[n][m]; x = a[i][i];", nil},
		{"swap-index: Python's nested lists", Python, OpSwapIndex, "x = g[r][c]\n", []string{"x = g[c][r]\n"}},
		{"narrow-type: long long becomes int", CPP, OpNarrow, "long long s; unsigned long long int u;", []string{"int s; unsigned long long int u;", "long long s; unsigned int u;"}},
		{"narrow-type: int64_t becomes int32_t", C, OpNarrow, "int64_t a; uint64_t b;", []string{"int32_t a; uint64_t b;", "int64_t a; uint32_t b;"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for _, m := range Mutants([]byte(c.src), c.lang, 1, 0) {
				if m.Operator == c.op {
					got = append(got, string(m.Apply([]byte(c.src))))
				}
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("%s mutants of %q:\n got %q\nwant %q", c.op, c.src, got, c.want)
			}
		})
	}
}

// TestCap: beyond the cap, the same seed chooses the same mutants, the
// operators share the cap evenly (none gets two more than another that
// had candidates left), and another seed chooses other lines.
func TestCap(t *testing.T) {
	var b strings.Builder
	for range 40 {
		b.WriteString("if (a < b && c > d) x = y + z * 3; // line\n")
	}
	src := []byte(b.String())
	all := Mutants(src, C, 1, 0)
	one := Mutants(src, C, 7, 20)
	if len(one) != 20 {
		t.Fatalf("%d mutants with cap 20, want 20 (of %d)", len(one), len(all))
	}
	if again := Mutants(src, C, 7, 20); !slices.Equal(ids(one), ids(again)) {
		t.Errorf("same seed, other mutants:\n%v\n%v", ids(one), ids(again))
	}
	if other := Mutants(src, C, 8, 20); slices.Equal(ids(one), ids(other)) {
		t.Errorf("seeds 7 and 8 chose the same 20 mutants")
	}
	per := map[string]int{}
	lines := map[int]bool{}
	for _, m := range one {
		per[m.Operator]++
		lines[m.Line] = true
	}
	lo, hi := 1<<30, 0
	for _, n := range per {
		lo, hi = min(lo, n), max(hi, n)
	}
	if hi-lo > 1 || len(per) < 5 {
		t.Errorf("cap 20 shared unevenly over the operators: %v", per)
	}
	if len(lines) < 10 {
		t.Errorf("cap 20 drew from %d lines only", len(lines))
	}
}

// TestIDs: an id names one mutant of one source; the same mutant of an
// edited source gets another one, the same source always the same.
func TestIDs(t *testing.T) {
	src := []byte("if (a < b) x = 1;")
	a, b := Mutants(src, C, 1, 0), Mutants(src, C, 2, 0)
	if !slices.Equal(ids(a), ids(b)) {
		t.Errorf("ids depend on the seed without a cap")
	}
	seen := map[string]bool{}
	for _, m := range a {
		if seen[m.ID] || len(m.ID) != 12 {
			t.Errorf("id %q repeated or not 12 digits", m.ID)
		}
		seen[m.ID] = true
	}
	c := Mutants([]byte("if (a < b) x = 2;"), C, 1, 0)
	if a[0].ID == c[0].ID {
		t.Errorf("the first mutant of two sources has one id %s", a[0].ID)
	}
}

func ids(ms []Mutant) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.ID
	}
	return out
}

// FuzzTokenize: any input round-trips through the tokens of every
// language, and its mutants never panic, each a real edit inside it.
func FuzzTokenize(f *testing.F) {
	f.Add([]byte("int main() { for (int i = 0; i < n; i++) s += a[i][j]; }"), uint8(2))
	f.Add([]byte("R\"x(raw)x\" L'c' /* c */ // d\n#define X \\\n 1\n"), uint8(1))
	f.Add([]byte("s = '''a\n''' if x: y = 1\n"), uint8(3))
	f.Fuzz(func(t *testing.T, src []byte, l uint8) {
		lang := Lang(l%3 + 1)
		var b strings.Builder
		for _, tok := range Tokenize(src, lang) {
			if tok.Text == "" || string(src[tok.Off:tok.Off+len(tok.Text)]) != tok.Text {
				t.Fatalf("token %+v is not its span of the source", tok)
			}
			b.WriteString(tok.Text)
		}
		if b.String() != string(src) {
			t.Fatalf("tokens of %q give back %q", src, b.String())
		}
		for _, m := range Mutants(src, lang, uint64(l), 10) {
			if m.Off < 0 || m.End < m.Off || m.End > len(src) || string(m.Apply(src)) == string(src) {
				t.Fatalf("mutant %+v of %q is no edit of it", m, src)
			}
			_ = m.Diff(src)
		}
	})
}
