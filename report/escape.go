package report

import (
	"strconv"
	"strings"

	"carokit/internal/untrusted"
)

// safeRows returns header and rows with every cell escaped by
// untrusted.Text (names, details and notes come from programs, compilers,
// file names and shard files), and in CSV guarded against formula
// injection (csvCell). The cells carokit makes itself ("OK 10/10",
// "1.25 s") come back unchanged.
func safeRows(format string, header []string, rows [][]string) ([]string, [][]string) {
	cell := untrusted.Text
	if format == FormatCSV {
		cell = csvCell
	}
	safe := func(cells []string) []string {
		out := make([]string, len(cells))
		for i, c := range cells {
			out[i] = cell(c)
		}
		return out
	}
	out := make([][]string, len(rows))
	for i, row := range rows {
		out[i] = safe(row)
	}
	return safe(header), out
}

// csvCell is a CSV cell escaped by untrusted.Text and, when it starts
// with = + - or @ (a spreadsheet would read a formula: OWASP's CSV
// injection), prefixed with a single quote, as OWASP recommends. A tab or
// carriage return, the other starts OWASP names, is already `\t` or `\r`.
// A number ("-3", "+1.5") and the table's lone "-" stay as they are: a
// spreadsheet reads them as a value or as text, never as a formula.
func csvCell(s string) string {
	s = untrusted.Text(s)
	if s == "" || s == "-" || !strings.ContainsRune("=+-@", rune(s[0])) {
		return s
	}
	if _, err := strconv.ParseFloat(s, 64); err == nil {
		return s
	}
	return "'" + s
}
