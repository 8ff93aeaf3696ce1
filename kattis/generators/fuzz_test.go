package generators

import (
	"strings"
	"testing"
)

// FuzzRead: any file parses or fails with an error, never a panic; what
// parses has unique test paths inside their groups, each a valid name.
func FuzzRead(f *testing.F) {
	f.Add([]byte("data:\n  sample:\n    data:\n      - a: gen {seed} {count}\n"))
	f.Add([]byte(secretWith("      a: {generate: 'g {count}', count: 1..=3}\n      b: {in: x, ans: y}\n")))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Parse(data, "p", Options{})
		if err != nil {
			if c != nil {
				t.Fatal("a Config with an error")
			}
			return
		}
		seen := map[string]bool{}
		for _, it := range c.items {
			if seen[it.Path] {
				t.Fatalf("test %s twice", it.Path)
			}
			seen[it.Path] = true
			if it.Path != childPath(it.Group, it.Name) || !fileName.MatchString(it.Name+".in") {
				t.Fatalf("test %+v: path, group and name disagree", it)
			}
			if it.Command != nil && !strings.HasPrefix(it.Program, "p") {
				t.Fatalf("program %q outside the problem folder", it.Program)
			}
		}
		_, _ = c.Expand()
	})
}

// FuzzSplitCommand: splitting never panics, and words quoted back (each
// in single quotes) split into the same words.
func FuzzSplitCommand(f *testing.F) {
	for _, s := range []string{"gen {seed} 10", `a "b c" 'd e' f\ g`, `"x\"y"`, "'", `\`, "a\tb\nc"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		words, err := splitCommand(s)
		if err != nil {
			return
		}
		var quoted []string
		for _, w := range words {
			quoted = append(quoted, "'"+strings.ReplaceAll(w, "'", `'"'"'`)+"'")
		}
		again, err := splitCommand(strings.Join(quoted, " "))
		if err != nil || len(again) != len(words) {
			t.Fatalf("%q: words %q, quoted back %q: %v", s, words, again, err)
		}
		for i := range words {
			if again[i] != words[i] {
				t.Fatalf("%q: words %q, quoted back %q", s, words, again)
			}
		}
	})
}
