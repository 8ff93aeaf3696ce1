package generators

import (
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// inline reads the files given in the test itself (in:, ans:, yaml:, ...)
// and the sample files given as {link: ...}.
func (p *parser) inline(it *Item, m *ymap, where string) {
	for _, ext := range textExts {
		key := ext[1:]
		v := m.takeVal(key)
		if v == nil {
			continue
		}
		if key == "yaml" && isMap(v) {
			var b strings.Builder
			enc := yaml.NewEncoder(&b)
			enc.SetIndent(2)
			if err := enc.Encode(deref(v)); err != nil {
				p.errorf(v, where, "yaml: %v", err)
				continue
			}
			p.setInline(it, ext, b.String())
			continue
		}
		if target, ok := linkOf(v); ok && slices.Contains(linkKeys, key) {
			p.link(it, ext, target, v, where)
			continue
		}
		s, ok := str(v)
		if !ok {
			p.errorf(v, where, "%s must be a string (quote numbers: %s: \"1\"), or for samples {link: in}, found %s", key, key, kindName(v))
			continue
		}
		if s != "" && !strings.HasSuffix(s, "\n") {
			s += "\n"
		}
		p.setInline(it, ext, s)
	}
	for from, to := range it.Links {
		if _, isLink := it.Links[to]; isLink {
			p.errorf(m.node, where, "link %s -> %s: %s is itself a link", from[1:], to[1:], to[1:])
		}
	}
}

func (p *parser) setInline(it *Item, ext, s string) {
	if it.Inline == nil {
		it.Inline = map[string]string{}
	}
	it.Inline[ext] = s
	v := s
	switch ext {
	case ".in":
		it.In = &v
	case ".ans":
		it.Ans = &v
	}
}

// linkOf reads {link: TARGET}.
func linkOf(v *yaml.Node) (string, bool) {
	kv := pairs(v)
	if len(kv) != 1 {
		return "", false
	}
	k, _ := str(kv[0][0])
	t, ok := str(kv[0][1])
	return t, ok && k == "link"
}

func (p *parser) link(it *Item, ext, target string, v *yaml.Node, where string) {
	if !slices.Contains(linkTargets, target) {
		p.errorf(v, where, "unknown link target %q (one of %s)", target, strings.Join(linkTargets, ", "))
		return
	}
	if strings.SplitN(ext[1:], ".", 2)[0] != strings.SplitN(target, ".", 2)[0] {
		p.errorf(v, where, "%s cannot link to %s (in links to in, ans to ans)", ext[1:], target)
		return
	}
	if it.Links == nil {
		it.Links = map[string]string{}
	}
	it.Links[ext] = "." + target
}

// match reads match: (a pattern, a list, or {in: ..., ans: ...}).
func (p *parser) match(it *Item, m *ymap, where string) {
	f := m.take("match")
	if f == nil || f.val == nil {
		return
	}
	v := deref(f.val)
	if _, isStr := str(v); isStr || v.Kind == yaml.SequenceNode {
		p.matchList(it, "in", v, where)
		return
	}
	if !isMap(v) {
		p.warnf(v, where, "match must be a pattern, a list or a mapping, found %s: ignored", kindName(v))
		return
	}
	mm, err := newMap(v)
	if err != nil {
		p.errs = append(p.errs, prefixErr(err))
		return
	}
	for _, ext := range []string{"in", "ans"} {
		if e := mm.takeVal(ext); e != nil {
			p.matchList(it, ext, e, where)
		}
	}
	p.warnUnknown(mm, where+".match")
}

func (p *parser) matchList(it *Item, ext string, v *yaml.Node, where string) {
	v = deref(v)
	entries := []*yaml.Node{v}
	if v.Kind == yaml.SequenceNode {
		entries = v.Content
	}
	for i, e := range entries {
		s, ok := str(e)
		if !ok {
			p.errorf(e, where, "match.%s[%d] is not a string", ext, i)
			continue
		}
		if it.Match == nil {
			it.Match = map[string][]string{}
		}
		it.Match[ext] = append(it.Match[ext], s)
	}
}
