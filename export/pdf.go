package export

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"
)

// The judges that import a statement only as PDF (CMS) get the Markdown
// source typeset as plain text: no Debian tool makes a PDF from Markdown
// without a TeX installation, and a text PDF in the standard Courier font
// needs no font file. It is a readable placeholder the setter can replace.

// pdfSubstitutes spell the statement's non-Latin-1 symbols in ASCII, since
// the standard fonts' WinAnsi encoding has no glyph for them.
var pdfSubstitutes = strings.NewReplacer("≤", "<=", "≥", ">=", "·", "*", "…", "...", "↘", "\\", "↙", "/", "—", "-", "–", "-", "’", "'", "“", "\"", "”", "\"")

const (
	pdfColumns = 90 // characters per line at 9 pt Courier on A4
	pdfRows    = 70 // lines per page
)

// textPDF lays text out in pages of monospaced lines and returns the PDF.
func textPDF(text string) []byte {
	var lines []string
	for _, l := range strings.Split(pdfSubstitutes.Replace(text), "\n") {
		for utf8.RuneCountInString(l) > pdfColumns {
			r := []rune(l)
			lines = append(lines, string(r[:pdfColumns]))
			l = string(r[pdfColumns:])
		}
		lines = append(lines, l)
	}
	var pages [][]string
	for len(lines) > 0 {
		n := min(pdfRows, len(lines))
		pages = append(pages, lines[:n])
		lines = lines[n:]
	}
	// Objects: 1 catalog, 2 page tree, 3 font, then a page and its
	// content stream for each page.
	objs := []string{"<< /Type /Catalog /Pages 2 0 R >>", "", "<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>"}
	var kids []string
	for i, p := range pages {
		page, content := 4+2*i, 5+2*i
		kids = append(kids, fmt.Sprintf("%d 0 R", page))
		var s bytes.Buffer
		s.WriteString("BT /F1 9 Tf 11 TL 50 800 Td\n")
		for _, l := range p {
			fmt.Fprintf(&s, "(%s) '\n", pdfString(l))
		}
		s.WriteString("ET")
		objs = append(objs,
			fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents %d 0 R >>", content),
			fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", s.Len(), s.String()))
	}
	objs[1] = fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), len(pages))
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n")
	offsets := make([]int, len(objs))
	for i, o := range objs {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, xref)
	return b.Bytes()
}

// pdfString escapes a line for a PDF string in WinAnsi (Latin-1 for the
// characters a statement uses); a character outside it becomes '?'.
func pdfString(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '(' || r == ')' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r >= 0x20 && r < 0x7f:
			b.WriteRune(r)
		case r >= 0xa0 && r <= 0xff:
			fmt.Fprintf(&b, "\\%03o", r)
		default:
			b.WriteByte('?')
		}
	}
	return b.String()
}
