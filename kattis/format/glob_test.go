package format

import "testing"

// TestGlob pins what BAPCtools' own _compile_glob (expectations.py) gives
// for each pattern and path: these values were computed by running that
// function with python3 on a fetched copy.
func TestGlob(t *testing.T) {
	for _, tc := range []struct {
		glob, path string
		want       bool
		why        string
	}{
		{"accepted", "accepted/sol.cpp", true, "a folder matches what is in it"},
		{"accepted", "accepted", true, "a name matches itself"},
		{"accepted", "accepted2/x.cpp", false, "only whole names: no prefix of a name"},
		{"accepted/", "accepted/sol.cpp", true, "a trailing slash is dropped"},
		{"accepted/*", "accepted/sol.cpp", true, "* within a name"},
		{"accepted/*", "accepted/dir/main.cpp", true, "a matched folder matches its files"},
		{"*/sol.cpp", "accepted/sol.cpp", true, "* for a folder name"},
		{"*/sol.cpp", "accepted/sol.cpp.bak", false, "the match ends at a name's end"},
		{"*/{sol,alt}.{cpp,py}", "wa/alt.py", true, "two brace expansions"},
		{"*/{sol,alt}.{cpp,py}", "wa/alt.java", false, "a brace alternative is literal"},
		{"*/{ sol , alt }.cpp", "wa/sol.cpp", true, "spaces around alternatives are trimmed"},
		{"secret", "secret/g1/01", true, "a group glob covers its tests"},
		{"secret", "secretive/01", false, "not a prefix of another group's name"},
		{"secret/*", "secret/g1/01", true, "* names the subgroup"},
		{"secret/*-hard", "secret/07-hard", true, "* before a suffix"},
		{"secret/*-hard", "secret/g/07-hard", false, "* does not match /"},
		{"*", "sample/1", true, "* alone matches every test"},
		{"a.b", "axb", false, "a dot is literal"},
		{"a{{x}b", "a{xb", true, "an unclosed brace before a group is literal"},
		{"a{x", "a{x", true, "an unclosed brace is literal"},
		{"{a,}b", "b", true, "an empty alternative"},
		{"x{}y", "xy", true, "empty braces"},
		{"**", "a/b", true, "** is two stars, each within a name, matching a then its folder"},
		{"a[b]", "a[b]", true, "brackets are literal"},
		{"a+b", "a+b", true, "regular expression characters are literal"},
	} {
		if got := compileGlob(tc.glob).MatchString(tc.path); got != tc.want {
			t.Errorf("glob %q on %q = %v, want %v (%s)", tc.glob, tc.path, got, tc.want, tc.why)
		}
	}
}
