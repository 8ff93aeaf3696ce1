package generators

import (
	"errors"
	"fmt"
	"os"
	"strings"
)

// dataExts are the files copy: takes (KNOWN_DATA_EXTENSIONS).
var dataExts = []string{".in", ".ans", ".out", ".in.statement", ".ans.statement",
	".in.download", ".ans.download", ".interaction", ".yaml", ".png", ".jpg", ".svg", ".pdf"}

// CopyExts are the extensions copy: copies when the file exists, in
// BAPCtools' order.
func CopyExts() []string { return append([]string(nil), dataExts...) }

// checkFiles checks that what a test needs from the problem folder is
// there: its generator (or the files of a root generator), the files it
// copies, its solution; and that something gives it an input.
func (c *Config) checkFiles(it Item) error {
	if it.Include != "" {
		return nil
	}
	var errs []error
	rel := func(p string) string { return relTo(c.Dir, p) }
	if it.Program != "" {
		if err := checkProgram(c.Dir, it.Program, it.Deps); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", it.Path, err))
		}
	}
	copied := map[string]bool{}
	if it.Copy != "" {
		for _, e := range dataExts {
			if st, err := os.Stat(it.Copy + e); err == nil && !st.IsDir() {
				copied[e] = true
			}
		}
		if len(copied) == 0 {
			errs = append(errs, fmt.Errorf("%s: copy: no file %s.in (nor .ans, ...) found", it.Path, rel(it.Copy)))
		}
	}
	has := func(e string) bool {
		_, inline := it.Inline[e]
		_, linked := it.Links[e]
		return inline || linked || copied[e]
	}
	sample := strings.HasPrefix(it.Path, "sample/")
	interacts := c.opt.Interactive || c.opt.MultiPass
	if it.Program == "" && !has(".in") && !(sample && has(".in.statement") && has(".in.download")) &&
		!(sample && interacts && has(".interaction") && has(".in.download")) && len(errs) == 0 {
		errs = append(errs, fmt.Errorf("%s: nothing makes its .in (generate:, copy: or in:)", it.Path))
	}
	if it.Solution != "" {
		if _, err := os.Stat(it.Solution); err != nil {
			errs = append(errs, fmt.Errorf("%s: solution %s not found", it.Path, rel(it.Solution)))
		}
	}
	return errors.Join(errs...)
}
