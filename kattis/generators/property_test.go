package generators

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// TestNumberedOrder: in any file of numbered lists (tests, counted tests,
// subgroups), each group's tests sorted by name, as the Kattis format
// orders them, come in the order the list gives, and seeds of seeded
// commands differ where the commands do.
func TestNumberedOrder(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var b strings.Builder
		b.WriteString("data:\n  secret:\n    data:\n")
		groups := rapid.IntRange(0, 3).Draw(t, "groups")
		writeList(t, &b, "      ", "top", 0)
		for g := 0; g < groups; g++ {
			fmt.Fprintf(&b, "      - g:\n          data:\n")
			writeList(t, &b, "            ", fmt.Sprintf("g%d", g), 1)
		}
		c, err := Parse([]byte(b.String()), "p", Options{})
		if err != nil {
			t.Fatalf("%v\n%s", err, b.String())
		}
		byGroup := map[string][]string{}
		seeds := map[uint64]string{}
		for _, it := range c.items {
			byGroup[it.Group] = append(byGroup[it.Group], it.Name)
			if other, ok := seeds[it.Seed]; ok && other != it.CommandLine {
				t.Fatalf("seed %d for %q and %q", it.Seed, other, it.CommandLine)
			}
			seeds[it.Seed] = it.CommandLine
		}
		for g, names := range byGroup {
			if !slices.IsSorted(names) {
				t.Fatalf("group %s: names %q are not in list order when sorted\n%s", g, names, b.String())
			}
		}
	})
}

// writeList writes a numbered list of tests, some counted.
func writeList(t *rapid.T, b *strings.Builder, indent, tag string, depth int) {
	n := rapid.IntRange(1, 14).Draw(t, "n"+tag)
	for i := 0; i < n; i++ {
		key := rapid.SampledFrom([]string{"", "a", "b", "zz", "m1"}).Draw(t, "key")
		if rapid.Bool().Draw(t, "counted") {
			cnt := rapid.IntRange(1, 12).Draw(t, "count")
			fmt.Fprintf(b, "%s- %q: {generate: \"gen {seed} %s %d {count}\", count: %d}\n", indent, key, tag, i, cnt)
			continue
		}
		fmt.Fprintf(b, "%s- %q: gen {seed} %s %d\n", indent, key, tag, i)
	}
}
