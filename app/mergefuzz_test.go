package app

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"carokit/internal/untrusted"
)

// FuzzMergeRead: whatever a result file holds, merge's reader and the
// merge behind it end in a report or an error, never a panic or a huge
// allocation, and print nothing raw in any format. The corpus is the
// fixtures of testdata/merge (committed in testdata/fuzz/FuzzMergeRead).
func FuzzMergeRead(f *testing.F) {
	fixtures, _ := filepath.Glob(filepath.Join("testdata", "merge", "*.json"))
	for _, name := range fixtures {
		if b, err := os.ReadFile(name); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := decodeResult("shard.json", data)
		if err != nil {
			return
		}
		for _, format := range []string{"table", "markdown", "csv", "json"} {
			var out, errOut bytes.Buffer
			env := Env{Stdout: &out, Stderr: &errOut}
			err := mergeResults(env, []string{"shard.json"}, []resultFile{file}, format, "", nil, nil)
			if err != nil && strings.ContainsFunc(oneLine(err.Error()), untrusted.Unsafe) {
				t.Fatalf("error %q is printed with a raw control", err) // as Run prints it
			}
			for _, s := range []string{out.String(), errOut.String()} {
				if strings.ContainsFunc(s, func(r rune) bool { return r != '\n' && untrusted.Unsafe(r) }) || !utf8.ValidString(s) {
					t.Fatalf("%s output holds a raw control, bidi rune or invalid byte: %q", format, s)
				}
			}
			if file.Kind == "stress" {
				break // one output whatever the format
			}
		}
	})
}
