package testpkg

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
)

// nonPortable is what makes a C or C++ generator's output depend on the
// standard library it is built with: the distributions, std::shuffle and
// rand() are specified by what they return, not how, so libstdc++, libc++
// and MSVC give different tests from the same seed (std::mt19937's own
// sequence, by contrast, is fixed by the standard).
var nonPortable = []struct {
	re  *regexp.Regexp
	fix string
}{
	{regexp.MustCompile(`\b(uniform_int_distribution|uniform_real_distribution|normal_distribution|bernoulli_distribution|discrete_distribution)\b`),
		"draw from std::mt19937_64 yourself (e.g. lo + rng() % (hi - lo + 1)), or use testlib's rnd.next(lo, hi)"},
	{regexp.MustCompile(`\b(random_shuffle|shuffle)\s*\(`),
		"write the Fisher–Yates shuffle over std::mt19937_64 yourself, or use testlib's shuffle"},
	{regexp.MustCompile(`\b(s?rand)\s*\(`),
		"use std::mt19937_64 seeded with the seed argument, or testlib's rnd"},
}

// lintSources returns one warning per use of a non-portable random
// facility in the C or C++ files, "FILE:LINE:COL: …", each file named as
// in shown.
func lintSources(files, shown []string) []string {
	var out []string
	for fi, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			continue // the compiler read it; a vanished file is no lint matter
		}
		for n, line := range bytes.Split(src, []byte("\n")) {
			code := line
			if i := bytes.Index(code, []byte("//")); i >= 0 {
				code = code[:i]
			}
			for _, np := range nonPortable {
				if m := np.re.FindSubmatchIndex(code); m != nil {
					out = append(out, fmt.Sprintf("%s:%d:%d: generator uses %s, whose results differ between standard libraries (the test would change with the compiler): %s",
						shown[fi], n+1, m[2]+1, code[m[2]:m[3]], np.fix))
				}
			}
		}
	}
	return out
}
