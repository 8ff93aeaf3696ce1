package export

import (
	"embed"
	"fmt"
	"path"
	"path/filepath"
	"strings"

	"carokit/problem"
	"carokit/runner"
)

// programs are carokit's own helper sources for the judges' protocols:
// a token checker and the wrapper giving a Kattis-convention validator
// testlib's exit codes.
//
//go:embed programs/*.cpp
var programs embed.FS

type polygonStatement struct {
	Charset  string `xml:"charset,attr"`
	Language string `xml:"language,attr"`
	Path     string `xml:"path,attr"`
	Type     string `xml:"type,attr"`
}

type polygonSource struct {
	Path string `xml:"path,attr"`
	Type string `xml:"type,attr"`
}

type polygonChecker struct {
	Name   string        `xml:"name,attr,omitempty"`
	Type   string        `xml:"type,attr"`
	Source polygonSource `xml:"source"`
}

type polygonProgram struct {
	Source polygonSource `xml:"source"`
}

type polygonSolution struct {
	Tag    string        `xml:"tag,attr"`
	Source polygonSource `xml:"source"`
}

type polygonAssets struct {
	Checker    polygonChecker     `xml:"checker"`
	Interactor *polygonInteractor `xml:"interactor,omitempty"`
	Validators []polygonProgram   `xml:"validators>validator,omitempty"`
	Solutions  []polygonSolution  `xml:"solutions>solution,omitempty"`
}

// polygonSourceTypes are Polygon's language names for source files.
var polygonSourceTypes = map[string]string{
	".cpp": "cpp.g++17", ".cc": "cpp.g++17", ".c": "c.gcc",
	".py": "python.3", ".java": "java11", ".rs": "rust",
}

// writePolygonAssets writes files/check.cpp (the problem's checker.cpp,
// a Kattis output validator, wrapped to testlib's protocol; or carokit's
// token checker declared as Polygon's std::wcmp.cpp),
// files/validator.cpp (the problem's validator under testlib's exit
// codes) and the submissions under solutions/, and returns the XML
// elements that list them and the executables.
func writePolygonAssets(l *layout, outDir string) (polygonAssets, []polygonProgram, error) {
	var a polygonAssets
	interactive, err := polygonInteractive(l, outDir, &a)
	if err != nil {
		return a, nil, err
	}
	if !interactive {
		if err := writePolygonChecker(l, outDir, &a); err != nil {
			return a, nil, err
		}
	}
	exec := []polygonProgram{{Source: a.Checker.Source}}
	if a.Interactor != nil {
		exec = append(exec, polygonProgram{Source: a.Interactor.Source})
	}
	validator, err := l.asset(assetValidator)
	if err != nil {
		return a, nil, err
	}
	if validator != nil {
		head, _ := programs.ReadFile("programs/testlibexit.cpp")
		tail, _ := programs.ReadFile("programs/testlibexit_main.cpp")
		src := strings.Join([]string{string(head), "#line 1 \"validator.cpp\"", string(validator), string(tail)}, "\n")
		v := polygonProgram{Source: polygonSource{Path: "files/validator.cpp", Type: "cpp.g++17"}}
		if err := writeFile(outDir, v.Source.Path, []byte(src)); err != nil {
			return a, nil, err
		}
		a.Validators = []polygonProgram{v}
		exec = append(exec, v)
	}
	if a.Solutions, err = writePolygonSolutions(l, outDir); err != nil {
		return a, nil, err
	}
	return a, exec, nil
}

// writePolygonChecker writes files/check.cpp: the problem's checker.cpp
// wrapped to testlib's protocol, or carokit's token checker declared as
// std::wcmp.cpp.
func writePolygonChecker(l *layout, outDir string, a *polygonAssets) error {
	check, err := l.wrappedChecker(protoTestlib)
	if err != nil {
		return err
	}
	a.Checker = polygonChecker{Type: "testlib", Source: polygonSource{Path: "files/check.cpp", Type: "cpp.g++17"}}
	if check == nil {
		if a.Checker.Name, err = polygonTokenCheckerName(l); err != nil {
			return err
		}
		if check, err = programs.ReadFile("programs/tokencmp.cpp"); err != nil {
			return err
		}
	}
	return writeFile(outDir, a.Checker.Source.Path, check)
}

// writePolygonSolutions copies the submissions to solutions/ and tags
// each by its expected verdicts; the first C++ one that passes
// everything is "main", the one Polygon makes the answers with and
// VNOJ's importer requires (judge/utils/codeforces_polygon.py
// parse_solutions: assert main_solution is not None). A folder problem
// without Options.Submissions ships its own submissions/. Without an
// accepted C++ submission the export stops, saying what to give.
func writePolygonSolutions(l *layout, outDir string) ([]polygonSolution, error) {
	subs := l.opt.Submissions
	if len(subs) == 0 && l.opt.Folder != "" {
		var err error
		if subs, err = folderSubmissions(l.opt.Folder); err != nil {
			return nil, err
		}
	}
	var out []polygonSolution
	hasMain := false
	for _, s := range subs {
		base := filepath.Base(s.Path)
		typ, ok := polygonSourceTypes[path.Ext(base)]
		tag := polygonTag(s)
		if !ok || !nameRE.MatchString(base) || tag == "" {
			continue // a folder, a language Polygon does not name, or no tag for its verdicts: Kattis keeps it
		}
		if tag == "accepted" && !hasMain && strings.HasPrefix(typ, "cpp") {
			tag, hasMain = "main", true
		}
		rel := "solutions/" + base
		if err := copyTree(s.Path, filepath.Join(outDir, filepath.FromSlash(rel))); err != nil {
			return nil, fmt.Errorf("submission %s: %w", s.Path, err)
		}
		out = append(out, polygonSolution{Tag: tag, Source: polygonSource{Path: rel, Type: typ}})
	}
	if !hasMain {
		return nil, fmt.Errorf("polygon: no accepted C++ submission to tag main (Polygon and VNOJ's importer need one): give --submissions DIR with one in DIR/accepted/")
	}
	return out, nil
}

// folderSubmissions are a folder problem's submissions/, each declared
// by its Kattis folder (Polygon's tag is the folder's: its
// submissions.yaml may hold rules a tag cannot say, which the kattis
// export carries).
func folderSubmissions(folder string) ([]Submission, error) {
	listed, err := runner.ListSubmissions(filepath.Join(folder, "submissions"), kattisDirs)
	if err != nil {
		return nil, fmt.Errorf("polygon: the folder's submissions: %w", err)
	}
	var out []Submission
	for _, s := range listed {
		if s.NotRunnable == "" {
			out = append(out, Submission{Path: s.Path, Folder: s.Folder})
		}
	}
	return out, nil
}

// polygonTag is Polygon's solution tag for a submission's expected
// verdicts: accepted, the one failure's tag, rejected for several kinds
// of failure. A submission declared by its Kattis folder alone (no rule,
// or rules no single verdict says, such as joc7's counters.py's
// "permitted: [AC, TLE]") gets the folder's tag; "" for a folder no tag
// fits, which Polygon then does not get.
func polygonTag(s Submission) string {
	if s.Expected == nil {
		return polygonFolderTags[s.Folder]
	}
	var fails []problem.Verdict
	for _, v := range s.Expected {
		if v != problem.OK && !containsVerdict(fails, v) {
			fails = append(fails, v)
		}
	}
	switch {
	case len(fails) == 0:
		return "accepted"
	case len(fails) > 1:
		return "rejected"
	}
	switch fails[0] {
	case problem.WA:
		return "wrong-answer"
	case problem.TLE:
		return "time-limit-exceeded"
	case problem.MLE:
		return "memory-limit-exceeded"
	}
	return "rejected"
}

// polygonFolderTags are the tags of the Kattis submission folders' own
// rules.
var polygonFolderTags = map[string]string{
	"accepted": "accepted", "wrong_answer": "wrong-answer", "time_limit_exceeded": "time-limit-exceeded",
	"run_time_error": "rejected", "rejected": "rejected", "brute_force": "time-limit-exceeded-or-accepted",
}

func containsVerdict(vs []problem.Verdict, v problem.Verdict) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}
