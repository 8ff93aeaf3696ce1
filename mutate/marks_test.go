package mutate

import (
	"strings"
	"testing"
)

// TestReadMarks: a folder's mutate.yaml marks mutants equivalent; each
// mistake is an error at its line and column, all of them at once.
func TestReadMarks(t *testing.T) {
	cases := []struct {
		name, text string
		ids        []string
		err        []string
		why        string
	}{
		{"two ids", "equivalent:\n  - 7ec07985102a   # i != n\n  - 60028cbb461d\n", []string{"7ec07985102a", "60028cbb461d"}, nil, "the documented form, comments allowed"},
		{"flow list", "equivalent: [7ec07985102a]\n", []string{"7ec07985102a"}, nil, "YAML's other list"},
		{"empty", "", nil, nil, "a file that marks nothing"},
		{"bad id", "equivalent:\n  - 7ec07985102a\n  - 12345\n", []string{"7ec07985102a"}, []string{`m.yaml:3:5: mutant id "12345" is not 12 hexadecimal digits`}, "the column is the bad id's, the good ones kept"},
		{"upper case", "equivalent: [7EC07985102A]\n", nil, []string{"not 12 hexadecimal digits"}, "ids are printed lowercase; another spelling would never match"},
		{"unknown key", "equivalents: []\nequivalent: [7ec07985102a]\n", []string{"7ec07985102a"}, []string{`m.yaml:1:1: unknown key "equivalents"`}, "a misspelt key would mark nothing silently"},
		{"not a list", "equivalent: 7ec07985102a\n", nil, []string{"m.yaml:1:13: equivalent: want a list"}, ""},
		{"not a mapping", "- 7ec07985102a\n", nil, []string{"m.yaml:1:1: want a mapping"}, "a bare list"},
		{"two errors", "equivalent: [x, y]\n", nil, []string{`"x"`, `"y"`}, "every error at once"},
		{"not yaml", "equivalent: [\n", nil, []string{"m.yaml: yaml:"}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			marks, err := ReadMarks("m.yaml", []byte(c.text))
			var ids []string
			for _, m := range marks {
				ids = append(ids, m.ID)
			}
			if strings.Join(ids, " ") != strings.Join(c.ids, " ") {
				t.Errorf("ids %v, want %v (%s)", ids, c.ids, c.why)
			}
			if (err != nil) != (len(c.err) > 0) {
				t.Fatalf("error %v, want %q (%s)", err, c.err, c.why)
			}
			for _, e := range c.err {
				if !strings.Contains(err.Error(), e) {
					t.Errorf("error %q lacks %q (%s)", err, e, c.why)
				}
			}
		})
	}
}

// FuzzReadMarks: any file is marks or an error, never a panic, and
// every mark is a valid id.
func FuzzReadMarks(f *testing.F) {
	for _, s := range []string{"equivalent:\n  - 7ec07985102a\n", "equivalent: [x]\n", "- a\n", "equivalent: &a [*a]\n", ""} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		marks, _ := ReadMarks("m.yaml", data)
		for _, m := range marks {
			if !ValidID(m.ID) {
				t.Fatalf("mark %q is no id", m.ID)
			}
		}
	})
}
