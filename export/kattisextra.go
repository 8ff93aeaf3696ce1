package export

import (
	"slices"

	"carokit/testpkg"
)

// kattisExtras are, by Kattis version, the extensions of a test's other
// files (testpkg.TestEntry.Extra, what its generator wrote beside
// testcase.in) that the version's format has: the illustrations in
// every version; the test's own .yaml, the samples' statement and
// download variants and .interaction in 2025-09. BAPCtools' own .out
// (its reference output) and .pdf (a visualizer's) are in no version:
// the package keeps them, the export does not.
var kattisExtras = map[string][]string{
	KattisLegacy: {".png", ".jpg", ".svg"},
	Kattis2023:   {".png", ".jpg", ".svg"},
	Kattis2025: {".png", ".jpg", ".svg", ".yaml", ".in.statement", ".ans.statement",
		".in.download", ".ans.download", ".interaction"},
}

// copyExtras writes t's extra files that the export's Kattis version
// has beside its test at base (data/…/NAME, slash-separated).
func (l *layout) copyExtras(outDir string, t testpkg.TestEntry, base string) error {
	for _, x := range t.Extra {
		if !slices.Contains(kattisExtras[l.opt.KattisVersion], x.Ext) {
			continue
		}
		data, err := l.pkg.ReadExtra(x)
		if err != nil {
			return err
		}
		if err := writeFile(outDir, base+x.Ext, data); err != nil {
			return err
		}
	}
	return nil
}
