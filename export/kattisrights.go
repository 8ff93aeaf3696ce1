package export

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Licenses are the values of problem.yaml's license (the Kattis problem
// package format, every version; problemtools metadata.py's License).
var Licenses = []string{"unknown", "public domain", "cc0", "cc by", "cc by-sa", "educational", "permission"}

// LicenseNeedsOwner reports whether problemtools wants a rights owner,
// an author or a source beside license (verifyproblem.py's "No author,
// source or rights_owner provided": every license but unknown and public
// domain).
func LicenseNeedsOwner(license string) bool {
	return license != "" && license != "unknown" && license != "public domain"
}

// rights are what problem.yaml says of a problem's ownership: its
// license and rights owner, and the credits problemtools accepts in
// place of an owner (authors, sources). Versions spell the credits
// differently (legacy author, source and source_url; 2023-07 and later
// credits and source), so they are kept apart from the spelling.
type rights struct {
	license, owner string
	authors        []string
	sources        []source
}

// source is one of problem.yaml's sources: a name and its URL.
type source struct{ name, url string }

// authorSplit splits an author string into names as problemtools does
// (metadata.py, parse_author_field).
var authorSplit = regexp.MustCompile(`,\s*|\s+and\s+|\s+&\s+`)

// splitAuthors returns the names of an author string.
func splitAuthors(s string) []string {
	var names []string
	for _, n := range authorSplit.Split(s, -1) {
		if n = strings.TrimSpace(n); n != "" {
			names = append(names, n)
		}
	}
	return names
}

// readRights returns the rights and the uuid of the problem.yaml in dir,
// in any version.
func readRights(dir string) (r rights, uuid string, err error) {
	raw, err := os.ReadFile(filepath.Join(dir, "problem.yaml"))
	if err != nil {
		return r, "", fmt.Errorf("read source folder %s: %w", dir, err)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(raw, &doc); err != nil {
		return r, "", fmt.Errorf("read source folder %s: problem.yaml: %w", dir, err)
	}
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return r, "", nil
	}
	m := doc.Content[0].Content
	var legacyURL string
	for i := 0; i+1 < len(m); i += 2 {
		k, v := m[i].Value, m[i+1]
		switch k {
		case "license":
			r.license = v.Value
		case "rights_owner":
			r.owner = v.Value
		case "uuid":
			uuid = v.Value
		case "author":
			r.authors = append(r.authors, splitAuthors(v.Value)...)
		case "credits":
			r.authors = append(r.authors, creditAuthors(v)...)
		case "source":
			r.sources = append(r.sources, readSources(v)...)
		case "source_url":
			legacyURL = v.Value
		}
	}
	if legacyURL != "" && len(r.sources) == 1 && r.sources[0].url == "" {
		r.sources[0].url = legacyURL
	}
	return r, uuid, nil
}

// creditAuthors returns the authors of a 2023-07 credits value: a string
// of authors, or a map whose authors is a string or a list.
func creditAuthors(v *yaml.Node) []string {
	switch v.Kind {
	case yaml.ScalarNode:
		return splitAuthors(v.Value)
	case yaml.MappingNode:
		for i := 0; i+1 < len(v.Content); i += 2 {
			if v.Content[i].Value != "authors" {
				continue
			}
			a := v.Content[i+1]
			if a.Kind == yaml.ScalarNode {
				return splitAuthors(a.Value)
			}
			var names []string
			for _, n := range a.Content {
				if n.Kind == yaml.ScalarNode && strings.TrimSpace(n.Value) != "" {
					names = append(names, strings.TrimSpace(n.Value))
				}
			}
			return names
		}
	}
	return nil
}

// readSources returns a source value's sources: a name, a map with name
// and url, or a list of either.
func readSources(v *yaml.Node) []source {
	switch v.Kind {
	case yaml.ScalarNode:
		if v.Value == "" {
			return nil
		}
		return []source{{name: v.Value}}
	case yaml.MappingNode:
		var s source
		for i := 0; i+1 < len(v.Content); i += 2 {
			switch v.Content[i].Value {
			case "name":
				s.name = v.Content[i+1].Value
			case "url":
				s.url = v.Content[i+1].Value
			}
		}
		return []source{s}
	case yaml.SequenceNode:
		var out []source
		for _, item := range v.Content {
			out = append(out, readSources(item)...)
		}
		return out
	}
	return nil
}

// withOptions returns r with the export's --license and --rights-owner
// in place of the folder's.
func (r rights) withOptions(license, owner string) rights {
	if license != "" {
		r.license = license
	}
	if owner != "" {
		r.owner = owner
	}
	return r
}

// check returns what problemtools would reject in r, nil when nothing.
func (r rights) check() error {
	if r.license != "" && !slices.Contains(Licenses, r.license) {
		return fmt.Errorf("license %q is none of the Kattis format's (%s): give export --license one of them", r.license, strings.Join(Licenses, ", "))
	}
	if r.license == "public domain" && r.owner != "" {
		return fmt.Errorf("a public domain problem has no rights owner (problemtools: \"Can not have a rights_owner for a problem in public domain\"): drop --rights-owner or choose another --license")
	}
	if LicenseNeedsOwner(r.license) && r.owner == "" && len(r.authors) == 0 && len(r.sources) == 0 {
		return fmt.Errorf("license %q needs a rights owner, author or source (problemtools: \"No author, source or rights_owner provided\"): give export --rights-owner NAME", r.license)
	}
	return nil
}

// nodes returns r as problem.yaml's keys and values in a version.
func (r rights) nodes(version string) []*yaml.Node {
	var kv []*yaml.Node
	if len(r.authors) > 0 {
		if version == KattisLegacy {
			kv = append(kv, ystr("author"), ystr(strings.Join(r.authors, ", ")))
		} else {
			names := make([]*yaml.Node, len(r.authors))
			for i, a := range r.authors {
				names[i] = ystr(a)
			}
			kv = append(kv, ystr("credits"), ymap(ystr("authors"), yseq(names...)))
		}
	}
	if len(r.sources) > 0 {
		kv = append(kv, r.sourceNodes(version)...)
	}
	if r.license != "" {
		kv = append(kv, ystr("license"), ystr(r.license))
	}
	if r.owner != "" {
		kv = append(kv, ystr("rights_owner"), ystr(r.owner))
	}
	return kv
}

// sourceNodes returns r's sources as a version writes them: legacy has
// one source and source_url, later versions a list of names and URLs.
func (r rights) sourceNodes(version string) []*yaml.Node {
	if version == KattisLegacy {
		s := r.sources[0]
		kv := []*yaml.Node{ystr("source"), ystr(s.name)}
		if s.url != "" {
			kv = append(kv, ystr("source_url"), ystr(s.url))
		}
		return kv
	}
	items := make([]*yaml.Node, len(r.sources))
	for i, s := range r.sources {
		m := ymap(ystr("name"), ystr(s.name))
		if s.url != "" {
			m.Content = append(m.Content, ystr("url"), ystr(s.url))
		}
		items[i] = m
	}
	return []*yaml.Node{ystr("source"), yseq(items...)}
}

// rights are problem.yaml's license, rights owner and credits: the
// folder's, with --license and --rights-owner in their place. Without a
// license the export says, in one line, the warning problemtools gives.
func (l *layout) rights() (rights, error) {
	var r rights
	if l.source != nil {
		r = l.source.rights
	}
	r = r.withOptions(l.opt.License, l.opt.RightsOwner)
	if err := r.check(); err != nil {
		return r, fmt.Errorf("kattis: %w", err)
	}
	if (r.license == "" || r.license == "unknown") && l.opt.Warnings != nil {
		l.opt.Warnings(fmt.Sprintf("kattis: no license: problemtools warns \"License is 'unknown'\"; export --license (%s) --rights-owner NAME names one", strings.Join(Licenses[1:], ", ")))
	}
	return r, nil
}
