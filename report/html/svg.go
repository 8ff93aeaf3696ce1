package htmlreport

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"html/template"
	"io"
	"regexp"
	"strings"

	"github.com/microcosm-cc/bluemonday"

	"carokit/internal/untrusted"
)

// Drawing is a case drawn by the problem (problem.Renderer's SVG), with
// the words that stand for it where it cannot be seen.
type Drawing struct {
	SVG []byte
	Alt string // "" takes the SVG's own <title>
}

// svgElements and svgAttributes are all a drawing may hold: the shapes,
// groups and text the problems draw with, and their geometry and
// presentation. Nothing that runs (script, on* handlers), links (href),
// embeds (foreignObject, image, use) or styles by CSS (style, which can
// load a URL) passes.
var (
	svgElements   = []string{"svg", "g", "title", "desc", "rect", "circle", "ellipse", "line", "polyline", "polygon", "path", "text", "tspan"}
	svgAttributes = []string{
		"width", "height", "viewBox", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "dx", "dy",
		"points", "d", "class",
		"fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-dasharray", "stroke-linecap", "stroke-linejoin", "stroke-opacity", "opacity",
		"font-family", "font-size", "font-weight", "text-anchor", "dominant-baseline",
	}
	sanitizer = newSanitizer()
)

func newSanitizer() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements(svgElements...)
	p.AllowNoAttrs().OnElements(svgElements...)
	// A colour, a number, a list of them, a font name: no url(…), no script.
	p.AllowAttrs(svgAttributes...).Matching(svgValue).OnElements(svgElements...)
	// data-* attributes (Havannah's cells' coordinates) do nothing but
	// name; an id is left out, since two drawings of a page would share it.
	p.AllowDataAttributes()
	return p
}

// svgValue is every attribute value a drawing needs.
var svgValue = regexp.MustCompile(`^[-+#.,% \w]*$`)

// errNoSVG is a drawing that is not an SVG document.
var errNoSVG = errors.New("not an SVG drawing")

// Sanitize returns the SVG of d ready to stand inline in a page: only
// the elements and attributes above are kept, every text is escaped, and
// the <svg> element is labelled (role img, aria-label: d.Alt, else the
// drawing's title) for screen readers. d.SVG must be a well-formed XML
// document whose root is <svg>, so that what is kept is balanced and the
// page after it stays outside the drawing.
func Sanitize(d Drawing) (template.HTML, error) {
	title, err := checkSVG(d.SVG)
	if err != nil {
		return "", err
	}
	alt := d.Alt
	if alt == "" {
		alt = title
	}
	start := bytes.Index(d.SVG, []byte("<svg"))
	clean := sanitizer.SanitizeBytes(d.SVG[start:])
	if !bytes.HasPrefix(clean, []byte("<svg")) || !bytes.HasSuffix(bytes.TrimSpace(clean), []byte("</svg>")) {
		return "", errNoSVG
	}
	label := ` role="img" aria-label="` + template.HTMLEscapeString(untrusted.Text(alt)) + `"`
	return template.HTML("<svg" + label + string(clean[len("<svg"):])), nil
}

// checkSVG reads svg as strict XML: a root element <svg> and nothing
// after it. It returns the text of its first <title>.
func checkSVG(svg []byte) (string, error) {
	dec := xml.NewDecoder(bytes.NewReader(svg))
	depth, roots := 0, 0
	inTitle, titled := false, false
	var title strings.Builder
	for {
		tok, err := dec.Token()
		if err == io.EOF && roots == 1 && depth == 0 {
			return strings.TrimSpace(title.String()), nil
		}
		if err != nil {
			return "", fmt.Errorf("%w: %v", errNoSVG, err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if depth == 0 && (roots > 0 || t.Name.Local != "svg") {
				return "", errNoSVG
			}
			if depth == 0 {
				roots++
			}
			depth++
			inTitle = t.Name.Local == "title" && !titled
		case xml.EndElement:
			depth--
			titled = titled || inTitle
			inTitle = false
		case xml.CharData:
			if inTitle {
				title.Write(t)
			}
		}
	}
}
