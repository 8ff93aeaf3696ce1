package export

import (
	"go.yaml.in/yaml/v3"

	"carokit/problem"
)

// A built-in problem without checker.cpp checks the token compare
// (problem.CompareTokens: the answer's tokens, any ASCII whitespace
// between them). Where a judge's own comparison is not that, the export
// ships carokit's token checker (programs/tokencmp.cpp, testlib's
// protocol, CMS's when compiled with -DCMS):
//
//   - CMS's white diff compares line by line (cms c3659b8,
//     cms/grading/steps/whitediff.py:75-117: a blank line before the
//     answer, or two tokens on two lines where the answer has one, is
//     wrong), so CMS always gets it.
//   - DMOJ's standard checker skips leading and trailing whitespace but
//     wants a line break between two tokens exactly where the answer has
//     one (DMOJ judge-server 3ea44ac, dmoj/checkers/_checker.c:50-71
//     check_standard: skip_spaces tells a line from a space). With at
//     most one token in every answer there is nothing between tokens to
//     compare, and it accepts exactly what the token compare accepts
//     (Caro's one number); otherwise DMOJ gets the checker too (duiyi's
//     "HtBest 98001" printed on two lines is correct).
//
// A folder problem without an output validator is judged by the Kattis
// default validator, whose flags (case, space, float tolerances) the
// token compare does not follow: its exports keep the judges' own
// comparisons.

// tokenCheckerSource is carokit's token checker; cms adds -DCMS.
func tokenCheckerSource(cms bool) ([]byte, error) {
	src, err := programs.ReadFile("programs/tokencmp.cpp")
	if err != nil || !cms {
		return src, err
	}
	return append([]byte("#define CMS\n#line 1 \"tokencmp.cpp\"\n"), src...), nil
}

// comparesTokens reports whether the problem is judged by the token
// compare: a built-in problem shipping no checker.cpp.
func (l *layout) comparesTokens() (bool, error) {
	if l.opt.Folder != "" {
		return false, nil
	}
	check, err := l.asset(assetChecker)
	return check == nil && err == nil, err
}

// answersOneToken reports whether every answer of the package (samples
// included) holds at most one token, where DMOJ's standard checker is
// the token compare.
func (l *layout) answersOneToken() (bool, error) {
	for _, t := range append(l.tests(), l.samples...) {
		if err := l.opt.interrupted(); err != nil {
			return false, err
		}
		answer, err := l.pkg.ReadAnswer(t)
		if err != nil {
			return false, err
		}
		if len(problem.Tokens(answer)) > 1 {
			return false, nil
		}
	}
	return true, nil
}

// dmojTokenChecker is the token checker DMOJ needs for a problem judged
// by the token compare whose answers have several tokens, nil when
// DMOJ's standard checker is the same; the header of init.yml (doc)
// says which.
func dmojTokenChecker(l *layout, doc *yaml.Node) ([]byte, error) {
	tokens, err := l.comparesTokens()
	if !tokens || err != nil {
		return nil, err
	}
	one, err := l.answersOneToken()
	if err != nil {
		return nil, err
	}
	if one {
		doc.HeadComment += "\nDMOJ's standard checker judges: every answer is one token, so it accepts exactly what carokit's token compare accepts."
		return nil, nil
	}
	doc.HeadComment += "\nThe checker is checker.cpp, carokit's token compare: DMOJ's standard checker would want the answer's line breaks."
	return tokenCheckerSource(false)
}

// cmsTokenChecker is the token checker CMS needs for a problem judged by
// the token compare (its white diff never is that), nil for others.
func cmsTokenChecker(l *layout) ([]byte, error) {
	tokens, err := l.comparesTokens()
	if !tokens || err != nil {
		return nil, err
	}
	return tokenCheckerSource(true)
}

// polygonTokenCheckerName is the name the Polygon export gives the token
// checker: std::wcmp.cpp, testlib's token compare, which VNOJ's Polygon
// importer turns into DMOJ's standard checker (VNOI-Admin/OJ 72dabec,
// judge/utils/codeforces_polygon.py:390, parse_assets: std::wcmp.cpp,
// hcmp and ncmp become "standard"), so "" (a custom checker, which VNOJ bridges
// with the file) for a built-in whose answers have several tokens,
// where the standard checker is not the token compare.
func polygonTokenCheckerName(l *layout) (string, error) {
	tokens, err := l.comparesTokens()
	if err != nil {
		return "", err
	}
	if tokens {
		one, err := l.answersOneToken()
		if err != nil || !one {
			return "", err
		}
	}
	return "std::wcmp.cpp", nil
}
