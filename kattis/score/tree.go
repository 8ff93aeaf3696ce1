// Package score computes the Kattis score of a submission on a scoring
// problem from the results of its tests, as the Kattis tools define it:
//
//   - legacy and 2023-07 (Legacy): problemtools' judging of the test
//     data tree (problemtools/judge/submission_judge.py _judge_group),
//     each group's children aggregated by its default grader
//     (support/default_grader/default_grader) with the group's
//     grader_flags, a test's score from the output validator's score.txt
//     or accept_score/reject_score (problemtools/judge/validate.py),
//     on_reject break stopping a group at its first rejected child, the
//     root data/ holding sample and secret;
//   - 2025-09 (V2025): the specification's result aggregation (spec
//     2025-09, "Scoring problems"): max_score, score_aggregation
//     pass-fail, sum or min, score.txt and score_multiplier.txt,
//     require_pass; the submission's score is secret's.
//
// It runs nothing: the caller gives each test's verdict and feedback.
package score

import (
	"cmp"
	"path"
	"slices"
	"strings"

	"carokit/kattis/format"
)

// Node is a group of the test data tree: "" (data/), "sample",
// "secret", "secret/group1", with its settings and its items in the
// order the tools judge them.
type Node struct {
	Path     string
	Settings format.Settings
	Items    []Item
}

// Item is a test (Group nil) or a subgroup.
type Item struct {
	// Test is the test's key: its group's path, "/", its name
	// ("secret/group1/03-random").
	Test string
	// Settings are the test's (its group's with its own .yaml).
	Settings format.Settings
	Group    *Node
}

// Test is a test of the tree to build: its key and settings.
type Test struct {
	Key      string
	Settings format.Settings
}

// Build makes the tree of data/ holding tests (keys under "sample/" and
// "secret/"), each group's settings from settings(path) ("" is data/).
// Items are in problemtools' order: the names in the group's folder
// sorted, a test by its .ans file's name (verifyproblem.py
// TestCaseGroup.__init__ sorts os.listdir), a group by its folder's.
func Build(tests []Test, settings func(path string) format.Settings) *Node {
	root := &Node{Path: "", Settings: settings("")}
	nodes := map[string]*Node{"": root}
	var node func(p string) *Node
	node = func(p string) *Node {
		if n, ok := nodes[p]; ok {
			return n
		}
		n := &Node{Path: p, Settings: settings(p)}
		nodes[p] = n
		parent := node(parentOf(p))
		parent.Items = append(parent.Items, Item{Group: n})
		return n
	}
	for _, t := range tests {
		g := node(parentOf(t.Key))
		g.Items = append(g.Items, Item{Test: t.Key, Settings: t.Settings})
	}
	for _, n := range nodes {
		slices.SortStableFunc(n.Items, func(a, b Item) int { return cmp.Compare(a.sortName(), b.sortName()) })
	}
	return root
}

// parentOf is the group of a key: "secret/g1/03" → "secret/g1",
// "secret" → "".
func parentOf(key string) string {
	if !strings.Contains(key, "/") {
		return ""
	}
	return path.Dir(key)
}

func (it Item) sortName() string {
	if it.Group != nil {
		return path.Base(it.Group.Path)
	}
	return path.Base(it.Test) + ".ans"
}

// FromData is the tree of a folder's data/ as it stands.
func FromData(d *format.Data) *Node {
	var tests []Test
	for _, g := range []*format.Group{d.Sample, d.Secret} {
		if g == nil {
			continue
		}
		for key, t := range g.All() {
			tests = append(tests, Test{Key: key, Settings: t.Settings})
		}
	}
	return Build(tests, func(p string) format.Settings {
		if p == "" {
			return d.Root
		}
		for _, g := range []*format.Group{d.Sample, d.Secret} {
			if f := g.Find(p); f != nil {
				return f.Settings
			}
		}
		return d.Root
	})
}

// Find is the node of path p in n's tree, or nil.
func (n *Node) Find(p string) *Node {
	if n == nil || n.Path == p {
		return n
	}
	for _, it := range n.Items {
		if it.Group != nil {
			if f := it.Group.Find(p); f != nil {
				return f
			}
		}
	}
	return nil
}

// tests are the keys of every test under n, in order.
func (n *Node) tests() []Item {
	var out []Item
	for _, it := range n.Items {
		if it.Group != nil {
			out = append(out, it.Group.tests()...)
		} else {
			out = append(out, it)
		}
	}
	return out
}
