package export

import (
	"strings"
)

// Checker protocols of the judges a problem's checker.cpp (a Kattis
// output validator) is exported to, as the wrapper's CAROKIT_PROTOCOL.
const (
	// protoTestlib: Polygon, and DMOJ's and VNOJ's bridged checkers of
	// type testlib ("check input output answer", exit 0, 1 or 3).
	protoTestlib = "CAROKIT_TESTLIB"
	// protoCMS: a CMS comparator ("checker input answer output", the
	// score 0.0 or 1.0 on standard output, the message on standard error).
	protoCMS = "CAROKIT_CMS"
)

// wrappedChecker returns the problem's checker.cpp wrapped to a judge's
// protocol (programs/kattischeck.cpp: no temporary file or folder, the
// validator's exit status mapped through on_exit), or nil when the
// problem has no checker and the judge's token compare is the checker.
func (l *layout) wrappedChecker(proto string) ([]byte, error) {
	check, err := l.asset(assetChecker)
	if check == nil || err != nil {
		return nil, err
	}
	return wrapChecker(check, proto), nil
}

// wrapChecker puts a Kattis output validator's source between the
// wrapper's head and main for the protocol.
func wrapChecker(check []byte, proto string) []byte {
	return wrapKattis("kattischeck", "checker.cpp", check, "#define CAROKIT_PROTOCOL "+proto)
}

// wrapKattis puts a Kattis program's source (named name) between the
// head (programs/WRAPPER.cpp, then the shared carokitcall.cpp) and the
// main (programs/WRAPPER_main.cpp) of one of carokit's wrappers, after
// the lines of prefix.
func wrapKattis(wrapper, name string, src []byte, prefix ...string) []byte {
	part := func(file string) string {
		b, _ := programs.ReadFile("programs/" + file)
		return "#line 1 \"" + file + "\"\n" + string(b)
	}
	return []byte(strings.Join(append(prefix,
		part(wrapper+".cpp"),
		part("carokitcall.cpp"),
		"#line 1 \""+name+"\"",
		string(src),
		part(wrapper+"_main.cpp"),
	), "\n"))
}
