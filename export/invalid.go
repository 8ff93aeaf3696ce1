package export

import (
	"fmt"
	"path"
	"strings"
)

// InvalidTest is one invalid test of a folder problem (Options.Invalid).
type InvalidTest struct {
	Path  string            // under data/: "invalid_input/n-zero"
	Files map[string][]byte // by extension: ".in", ".ans", ".out"
}

// InvalidSkipped is why the export in format (normalized opt: its Kattis
// version) leaves out the folder's invalid tests, "" when it has them.
func InvalidSkipped(format string, opt Options) string {
	switch {
	case format == "kattis" && opt.KattisVersion == Kattis2025:
		return ""
	case format == "kattis":
		return "problemtools reads no data/ group but sample and secret in Kattis " + opt.KattisVersion + "; the 2025-09 export has them"
	}
	return "the " + format + " format has no invalid tests"
}

// invalidLines are the MarkerFile's lines naming the invalid tests the
// export leaves out and why ("" when it has them or there are none).
func invalidLines(format string, opt Options) string {
	why := InvalidSkipped(format, opt)
	if why == "" || len(opt.Invalid) == 0 {
		return ""
	}
	var b strings.Builder
	for _, t := range opt.Invalid {
		fmt.Fprintf(&b, "skipped: data/%s (%s)\n", path.Clean(t.Path), why)
	}
	return b.String()
}
