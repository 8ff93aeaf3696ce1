package readme

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// mdLink is a Markdown link's target: [text](target).
var mdLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestDocLinks: every relative link of the documentation's pages names a
// file of the repository and, after "#", a heading of that page, so that
// moving a section or a page cannot leave a dangling link. It runs no
// command and is quick.
func TestDocLinks(t *testing.T) {
	repo, err := filepath.Abs("..")
	must(t, err)
	pages, err := docPages(repo)
	must(t, err)
	for _, page := range pages {
		text, err := os.ReadFile(filepath.Join(repo, page))
		must(t, err)
		for _, m := range mdLink.FindAllStringSubmatch(string(text), -1) {
			if msg := checkLink(repo, page, m[1]); msg != "" {
				t.Errorf("%s: link %s: %s", page, m[1], msg)
			}
		}
	}
}

// checkLink says what is wrong with one link of page, or "".
func checkLink(repo, page, target string) string {
	if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
		return ""
	}
	file, anchor, _ := strings.Cut(target, "#")
	path := filepath.Join(repo, filepath.Dir(page), filepath.FromSlash(file))
	if file == "" {
		path = filepath.Join(repo, page)
	}
	if _, err := os.Stat(path); err != nil {
		return "no such file"
	}
	if anchor == "" || !strings.HasSuffix(path, ".md") {
		return ""
	}
	text, err := os.ReadFile(path)
	if err != nil {
		return err.Error()
	}
	for _, h := range headings(string(text)) {
		if slug(h) == anchor {
			return ""
		}
	}
	return "no heading #" + anchor + " in " + file
}

// headings lists a page's headings, outside code blocks.
func headings(text string) []string {
	var out []string
	inBlock := false
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "```") {
			inBlock = !inBlock
			continue
		}
		if !inBlock && strings.HasPrefix(l, "#") {
			out = append(out, strings.TrimSpace(strings.TrimLeft(l, "#")))
		}
	}
	return out
}

// slug is a heading's anchor as GitHub makes it: lower case, punctuation
// dropped, spaces as hyphens.
func slug(h string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(h) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// TestSlug pins the anchors the pages link to.
func TestSlug(t *testing.T) {
	cases := []struct{ heading, want string }{
		{"Conventions: exit codes, units, the sample", "conventions-exit-codes-units-the-sample"},
		{"Joc 7, judged by files", "joc-7-judged-by-files"},
		{"solve and validate", "solve-and-validate"},
		{"Stress: counterexamples, shrunk", "stress-counterexamples-shrunk"},
	}
	for _, c := range cases {
		if got := slug(c.heading); got != c.want {
			t.Errorf("slug(%q) = %q, want %q", c.heading, got, c.want)
		}
	}
}
