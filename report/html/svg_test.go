package htmlreport

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// unsafeIn returns what in a parsed page could run, load or link
// something: a script element other than the page's own, an element
// that embeds or links, an event handler, a style attribute, a URL.
func unsafeIn(doc *html.Node, ownScripts int) []string {
	var bad []string
	scripts := 0
	for n := range doc.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		switch strings.ToLower(n.Data) {
		case "script":
			scripts++
		case "iframe", "object", "embed", "img", "image", "foreignobject", "use", "a", "link", "base", "form", "animate", "set", "style":
			if n.DataAtom != atom.A || n.Namespace == "svg" || !strings.HasPrefix(attr(n, "href"), "#") {
				if !(n.DataAtom == atom.Style && n.Parent != nil && n.Parent.DataAtom == atom.Head) {
					bad = append(bad, "<"+n.Data+">")
				}
			}
		}
		for _, a := range n.Attr {
			k := strings.ToLower(a.Key)
			if strings.HasPrefix(k, "data-") {
				continue // inert: a name, read by no one but the page's own script
			}
			if strings.HasPrefix(k, "on") || k == "style" || k == "src" || strings.HasSuffix(k, "href") && !strings.HasPrefix(a.Val, "#") ||
				strings.Contains(strings.ToLower(a.Val), "javascript:") || strings.Contains(strings.ToLower(a.Val), "url(") {
				bad = append(bad, n.Data+" "+a.Key+"="+a.Val)
			}
		}
	}
	if scripts != ownScripts {
		bad = append(bad, "script elements: "+string(rune('0'+scripts)))
	}
	return bad
}

// hostileSVG is a drawing that tries everything the sanitizer must stop.
const hostileSVG = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "boom">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="50" height="20" viewBox="0 0 50 20" onload="alert(1)">
<title>the &lt;script&gt; board</title>
<script>alert(2)</script>
<style>rect { fill: url(http://example.invalid/x) }</style>
<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(3)</script></body></foreignObject>
<a xlink:href="javascript:alert(4)"><rect width="5" height="5"/></a>
<image href="http://example.invalid/x.png"/>
<use href="#r"/>
<rect id="r" width="10" height="10" fill="url(http://example.invalid/f)" style="fill:red" onclick="alert(5)"/>
<circle cx="5" cy="5" r="4" fill="#c0392b" stroke="#111111" stroke-width="2.5"/>
<text x="1" y="15" font-size="12">&lt;/svg&gt;&lt;script&gt;alert(6)&lt;/script&gt;</text>
<animate attributeName="href" to="javascript:alert(7)"/>
</svg>`

func TestSanitize(t *testing.T) {
	cases := []struct {
		name    string
		svg     string
		alt     string
		keep    []string // in the sanitized markup
		label   string
		wantErr bool
		why     string
	}{
		{"board", `<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 30 20" font-family="monospace"><title>N=3</title><rect class="board" width="30" height="20" fill="#f1deb5"/><line x1="0" y1="0" x2="5" y2="5" stroke-dasharray="4 3"/><text x="1" y="2" text-anchor="middle" dominant-baseline="central">7</text></svg>`,
			"", []string{`<rect class="board" width="30" height="20" fill="#f1deb5"/>`, `stroke-dasharray="4 3"`, `text-anchor="middle"`, `>7</text>`}, "N=3", false,
			"what the problems draw passes whole"},
		{"hostile", hostileSVG, "", []string{`<circle cx="5" cy="5" r="4" fill="#c0392b"`, `&lt;/svg&gt;&lt;script&gt;alert(6)&lt;/script&gt;`}, "the <script> board", false,
			"scripts, handlers, links, embeds, styles and URLs go; text stays text"},
		{"alt given", `<svg><title>t</title></svg>`, "board of test 05", nil, "board of test 05", false, "the caller's words win over the title"},
		{"not svg", `<html><script>alert(1)</script></html>`, "", nil, "", true, "only an SVG is a drawing"},
		{"svg inside", `<div><svg></svg></div>`, "", nil, "", true, "an SVG must be the document, not wrapped"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := Sanitize(Drawing{SVG: []byte(c.svg), Alt: c.alt})
			if (err != nil) != c.wantErr {
				t.Fatalf("err = %v, want error %v (%s)", err, c.wantErr, c.why)
			}
			if err != nil {
				return
			}
			for _, k := range c.keep {
				if !strings.Contains(string(got), k) {
					t.Errorf("sanitized SVG lacks %s (%s):\n%s", k, c.why, got)
				}
			}
			doc := parse(t, []byte("<!DOCTYPE html><html><body>"+string(got)+"</body></html>"))
			if bad := unsafeIn(doc, 0); len(bad) > 0 {
				t.Errorf("sanitized SVG keeps %q (%s):\n%s", bad, c.why, got)
			}
			svgs := all(doc, func(n *html.Node) bool { return n.DataAtom == atom.Svg })
			if len(svgs) != 1 || attr(svgs[0], "role") != "img" || attr(svgs[0], "aria-label") != c.label {
				t.Errorf("want one <svg role=img aria-label=%q> (%s):\n%s", c.label, c.why, got)
			}
			if strings.Contains(string(got), "viewBox") && attr(svgs[0], "viewBox") == "" {
				t.Errorf("viewBox lost in parsing:\n%s", got)
			}
		})
	}
}

// FuzzSanitize holds Sanitize, on any input, to markup that parses into
// nothing that runs, loads or links.
func FuzzSanitize(f *testing.F) {
	f.Add([]byte(hostileSVG))
	f.Add([]byte(`<svg><text>&lt;script&gt;</text></svg>`))
	f.Fuzz(func(t *testing.T, svg []byte) {
		got, err := Sanitize(Drawing{SVG: svg})
		if err != nil {
			return
		}
		doc := parse(t, []byte("<!DOCTYPE html><html><body>"+string(got)+"</body></html>"))
		if bad := unsafeIn(doc, 0); len(bad) > 0 {
			t.Errorf("Sanitize(%q) keeps %q:\n%s", svg, bad, got)
		}
	})
}
