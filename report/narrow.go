package report

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"

	"carokit/internal/termwidth"
)

// WriteTable renders a table of header and rows within width columns
// (0: no limit): the usual boxed table when it fits, else the narrow
// layout of WriteNarrow.
func WriteTable(w io.Writer, header []string, rows [][]string, width int) error {
	var b bytes.Buffer
	if err := renderTable(&b, header, rows); err != nil {
		return err
	}
	if width > 0 && widest(b.String()) > width {
		return WriteNarrow(w, header, rows, width)
	}
	_, err := w.Write(b.Bytes())
	return err
}

// writeFitted is WriteRows' table format: within the terminal's width
// when w is one (or $COLUMNS).
func writeFitted(w io.Writer, header []string, rows [][]string) error {
	return WriteTable(w, header, rows, termwidth.Of(w))
}

// WriteNarrow writes one block per row instead of a table: the row's
// first cell as a title (with its column's name when it is a number), then one "header  value" line per other cell,
// values wrapped at spaces to stay within width columns where they can.
func WriteNarrow(w io.Writer, header []string, rows [][]string, width int) error {
	labelW := 0
	for _, h := range header[1:] {
		labelW = max(labelW, utf8.RuneCountInString(h))
	}
	valueW := max(width-labelW-4, 20) // two spaces of indent, two between
	var b strings.Builder
	for i, row := range rows {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(blockTitle(header[0], cell(row, 0)) + "\n")
		for j, h := range header[1:] {
			lines := wrap(cell(row, j+1), valueW)
			for k, line := range lines {
				label := h
				if k > 0 {
					label = ""
				}
				text := fmt.Sprintf("  %-*s  %s", labelW+len(label)-utf8.RuneCountInString(label), label, line)
				b.WriteString(strings.TrimRight(text, " ") + "\n")
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// blockTitle is a block's first line: the row's first cell, named by its
// column when it is a bare number ("subtask 1", not "1").
func blockTitle(column, first string) string {
	if _, err := strconv.Atoi(first); err == nil && column != "" {
		return column + " " + first
	}
	return first
}

func cell(row []string, i int) string {
	if i < len(row) {
		return row[i]
	}
	return ""
}

// wrap splits s into lines of at most width runes at spaces; a word
// longer than width stays whole on its own line.
func wrap(s string, width int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		switch {
		case line == "":
			line = word
		case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(word) <= width:
			line += " " + word
		default:
			lines = append(lines, line)
			line = word
		}
	}
	return append(lines, line)
}

// widest is the width in runes of the longest line of s.
func widest(s string) int {
	n := 0
	for _, line := range strings.Split(s, "\n") {
		n = max(n, utf8.RuneCountInString(line))
	}
	return n
}

// renderTable draws the boxed table, whatever its width.
func renderTable(w io.Writer, header []string, rows [][]string) error {
	t := tablewriter.NewTable(w,
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithHeaderAlignment(tw.AlignLeft),
		tablewriter.WithRowAlignment(tw.AlignLeft),
	)
	t.Header(header)
	for _, row := range rows {
		if err := t.Append(row); err != nil {
			return fmt.Errorf("render table: %w", err)
		}
	}
	if err := t.Render(); err != nil {
		return fmt.Errorf("render table: %w", err)
	}
	return nil
}
