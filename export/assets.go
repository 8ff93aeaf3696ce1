package export

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"strings"
)

// Asset names of problem.Spec.Assets that exporters ship.
const (
	assetStatement = "statement.md"
	assetValidator = "validator.cpp"
	assetChecker   = "checker.cpp"
	// assetCheckerFlags are the checker's output validator flags
	// (case_sensitive, space_change_sensitive), one line of words.
	assetCheckerFlags = "checker.flags"
)

// asset returns the named asset, or nil when the problem ships none by
// that name (or no assets at all).
func (l *layout) asset(name string) ([]byte, error) {
	if l.opt.Assets == nil {
		return nil, nil
	}
	data, err := fs.ReadFile(l.opt.Assets, name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("asset %s: %w", name, err)
	}
	return data, nil
}

// copyAsset writes the named asset to rel in outDir when the problem has
// it, and reports whether it did.
func (l *layout) copyAsset(outDir, name, rel string) (bool, error) {
	data, err := l.asset(name)
	if data == nil || err != nil {
		return false, err
	}
	return true, writeFile(outDir, rel, data)
}

// statement returns the Markdown statement with the package's samples
// appended (the asset has none, so that it never disagrees with the
// package), or nil when the problem ships no statement. Formats whose
// judge shows the samples itself (Kattis) use the asset as it is.
func (l *layout) statement() ([]byte, error) {
	text, err := l.asset(assetStatement)
	if text == nil || err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.Write(bytes.TrimRight(text, "\n"))
	b.WriteString("\n")
	for i, s := range l.samples {
		in, ans, err := l.files(s)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&b, "\n## Sample %d\n\nInput:\n\n%s\nOutput:\n\n%s", i+1, fence(in), fence(ans))
	}
	return b.Bytes(), nil
}

// fence puts text in a Markdown code block whose fence no line of the
// text can close.
func fence(text []byte) string {
	f := "```"
	for strings.Contains(string(text), f) {
		f += "`"
	}
	body := string(text)
	if !strings.HasSuffix(body, "\n") {
		body += "\n"
	}
	return f + "\n" + body + f + "\n"
}
