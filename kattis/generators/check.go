package generators

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
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
	rel := func(p string) string {
		if r, err := filepath.Rel(c.Dir, p); err == nil {
			return filepath.ToSlash(r)
		}
		return p
	}
	if it.Program != "" {
		for _, p := range programFiles(it) {
			if _, err := os.Stat(p); err != nil {
				errs = append(errs, fmt.Errorf("%s: generator %s not found (a file or folder in generators/, or a name of generators:)", it.Path, rel(p)))
			}
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
	has := func(e string) bool { _, ok := it.Inline[e]; return ok || copied[e] }
	sample := strings.HasPrefix(it.Path, "sample/")
	if it.Program == "" && !has(".in") && !(sample && has(".in.statement") && has(".in.download")) && len(errs) == 0 {
		errs = append(errs, fmt.Errorf("%s: nothing makes its .in (generate:, copy: or in:)", it.Path))
	}
	if it.Solution != "" {
		if _, err := os.Stat(it.Solution); err != nil {
			errs = append(errs, fmt.Errorf("%s: solution %s not found", it.Path, rel(it.Solution)))
		}
	}
	return errors.Join(errs...)
}

// programFiles are the files a generated test's program needs.
func programFiles(it Item) []string {
	if len(it.Deps) > 0 {
		return it.Deps
	}
	return []string{it.Program}
}
