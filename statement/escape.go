package statement

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"
)

// textSpecials are the characters TeX reads as commands in running text,
// written so that they print as themselves; <, > and | print other
// glyphs in TeX's default font encoding.
var textSpecials = map[rune]string{
	'\\': `\textbackslash{}`,
	'{':  `\{`,
	'}':  `\}`,
	'$':  `\$`,
	'&':  `\&`,
	'#':  `\#`,
	'%':  `\%`,
	'_':  `\_`,
	'^':  `\textasciicircum{}`,
	'~':  `\textasciitilde{}`,
	'<':  `\textless{}`,
	'>':  `\textgreater{}`,
	'|':  `\textbar{}`,
}

// symbols are the non-ASCII characters statements use that pdflatex's
// utf8 input does not know, in running text and in formulas.
var symbols = map[rune][2]string{
	'≤':      {`$\le$`, `\le `},
	'≥':      {`$\ge$`, `\ge `},
	'≠':      {`$\ne$`, `\ne `},
	'×':      {`$\times$`, `\times `},
	'·':      {`$\cdot$`, `\cdot `},
	'−':      {`$-$`, `-`},
	'±':      {`$\pm$`, `\pm `},
	'→':      {`$\to$`, `\to `},
	'←':      {`$\leftarrow$`, `\leftarrow `},
	'∞':      {`$\infty$`, `\infty `},
	'…':      {`\ldots{}`, `\ldots `},
	'∈':      {`$\in$`, `\in `},
	'√':      {`$\surd$`, `\surd `},
	'–':      {`--`, `-`},
	'—':      {`---`, `-`},
	'‘':      {"`", "`"},
	'’':      {`'`, `'`},
	'“':      {"``", "``"},
	'”':      {`''`, `''`},
	'\u00a0': {`~`, `~`},
}

// init adds the superscript and subscript digits and the Greek letters
// to symbols.
func init() {
	for i, r := range []rune("⁰¹²³⁴⁵⁶⁷⁸⁹") {
		symbols[r] = [2]string{fmt.Sprintf("$^%d$", i), fmt.Sprintf("^%d", i)}
		symbols['₀'+rune(i)] = [2]string{fmt.Sprintf("$_%d$", i), fmt.Sprintf("_%d", i)}
	}
	greek := map[rune]string{
		'α': "alpha", 'β': "beta", 'γ': "gamma", 'δ': "delta", 'ε': "varepsilon", 'θ': "theta",
		'λ': "lambda", 'μ': "mu", 'π': "pi", 'ρ': "rho", 'σ': "sigma", 'τ': "tau", 'φ': "varphi",
		'ω': "omega", 'Γ': "Gamma", 'Δ': "Delta", 'Θ': "Theta", 'Λ': "Lambda", 'Π': "Pi",
		'Σ': "Sigma", 'Φ': "Phi", 'Ω': "Omega",
	}
	for r, name := range greek {
		symbols[r] = [2]string{`$\` + name + `$`, `\` + name + ` `}
	}
}

// escapeText writes s as running text.
func escapeText(b *bytes.Buffer, s []byte) {
	for len(s) > 0 {
		r, n := utf8.DecodeRune(s)
		switch {
		case textSpecials[r] != "":
			b.WriteString(textSpecials[r])
		case symbols[r][0] != "":
			b.WriteString(symbols[r][0])
		case r == utf8.RuneError && n == 1:
			b.WriteByte('?')
		case r == '\r':
		case r < ' ' && r != '\n' && r != '\t':
			b.WriteByte(' ')
		default:
			b.Write(s[:n])
		}
		s = s[n:]
	}
}

// escapeCode writes s as the argument of \texttt: specials escaped, and
// spaces kept (TeX would merge them).
func escapeCode(b *bytes.Buffer, s []byte) {
	for len(s) > 0 {
		r, n := utf8.DecodeRune(s)
		if r == ' ' || r == '\n' {
			b.WriteString(`\ `)
		} else if r == '-' {
			b.WriteString(`-{}`)
		} else {
			escapeText(b, s[:n])
		}
		s = s[n:]
	}
}

// safeMath reports whether tex can be written between dollars as it is:
// its braces balance, and it holds no character that would end the
// formula, comment the rest of the line out or start an alignment.
func safeMath(tex []byte) bool {
	depth := 0
	for i := 0; i < len(tex); i++ {
		switch tex[i] {
		case '\\':
			if i+1 == len(tex) {
				return false
			}
			i++
			if tex[i] == '[' || tex[i] == ']' || tex[i] == '(' || tex[i] == ')' {
				return false
			}
		case '{':
			depth++
		case '}':
			if depth--; depth < 0 {
				return false
			}
		case '$', '%', '#', '&':
			return false
		}
	}
	return depth == 0 && !bytes.Contains(tex, []byte(`\begin`)) && !bytes.Contains(tex, []byte(`\end`))
}

// mathSymbols writes a formula with the non-ASCII symbols pdflatex does
// not read in math replaced by their commands.
func mathSymbols(b *bytes.Buffer, tex []byte) {
	for len(tex) > 0 {
		r, n := utf8.DecodeRune(tex)
		if m := symbols[r][1]; m != "" {
			b.WriteString(m)
		} else {
			b.Write(tex[:n])
		}
		tex = tex[n:]
	}
}

// urlEscape writes a link's destination for \href: #, %, & and _
// escaped as hyperref reads them, the other characters TeX cannot take
// in an argument percent-encoded.
func urlEscape(u string) string {
	var b strings.Builder
	for i := 0; i < len(u); i++ {
		c := u[i]
		switch {
		case c == '#' || c == '%' || c == '&' || c == '_':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c <= ' ' || c >= 0x7f || strings.IndexByte(`\{}^~"<>|`+"`", c) >= 0:
			b.WriteString("\\%")
			b.WriteString(strings.ToUpper(string("0123456789abcdef"[c>>4]) + string("0123456789abcdef"[c&15])))
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
