package export

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"go.yaml.in/yaml/v3"
)

// interactor is an interactive problem's interactor as Polygon and DMOJ
// run it: a C++ program speaking testlib's interactor protocol
// (`interactor input output [answer]`, the submission on its standard
// streams, exit 0 accepted, 1 wrong, 3 its own failure).
type interactor struct {
	source []byte
	// header is the folder's testlib.h, shipped beside a testlib
	// interactor where the judge may lack one (DMOJ); nil for a wrapped
	// Kattis interactor, which needs none.
	header []byte
	// testlib: the folder's own testlib interactor, shipped as it is;
	// else a Kattis interactor in programs/kattisinteract.cpp.
	testlib bool
}

// interactorOf returns the interactor to ship in format for an
// interactive problem (Options.Interactive), nil for another. A
// multi-pass problem is refused: no judge but Kattis's runs a
// submission again on the interactor's nextpass.in. The interactor is
// the problem's checker.cpp asset (a folder's output validator that is
// one C++ file, the Kattis protocol) wrapped, or a folder's testlib
// interactor (output_validator/ holding one C++ file that includes
// testlib.h, and testlib.h) as it is.
func (l *layout) interactorOf(format string) (*interactor, error) {
	if !l.opt.Interactive {
		return nil, nil
	}
	if l.opt.MultiPass {
		return nil, fmt.Errorf("%s: a multi-pass problem cannot be exported to %s, which has no second pass on the interactor's nextpass.in: export --format kattis carries it", format, format)
	}
	if tl, header, err := folderTestlibInteractor(l.opt.Folder); err != nil || tl != nil {
		return &interactor{source: tl, header: header, testlib: true}, err
	}
	check, err := l.asset(assetChecker)
	if err != nil {
		return nil, err
	}
	if check == nil {
		return nil, fmt.Errorf("%s: the interactor must be one C++ file (a Kattis interactor, or a testlib one beside testlib.h) to export to %s: export --format kattis carries any", format, format)
	}
	return &interactor{source: wrapInteractor(check)}, nil
}

// wrapInteractor puts a Kattis interactor's source between the
// wrapper's head and main (programs/kattisinteract.cpp).
func wrapInteractor(src []byte) []byte {
	return wrapKattis("kattisinteract", "interactor.cpp", src)
}

// folderTestlibInteractor reads a folder's testlib interactor: its
// output_validator/ (legacy output_validators/, or the one folder in it)
// holding testlib.h and one C++ file including it. Nil for none.
func folderTestlibInteractor(folder string) (src, header []byte, err error) {
	if folder == "" {
		return nil, nil, nil
	}
	for _, d := range []string{"output_validator", "output_validators"} {
		dir := filepath.Join(folder, d)
		ents, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		if len(ents) == 1 && ents[0].IsDir() {
			dir = filepath.Join(dir, ents[0].Name())
			if ents, err = os.ReadDir(dir); err != nil {
				return nil, nil, fmt.Errorf("interactor: %w", err)
			}
		}
		var sources []string
		hasHeader := false
		for _, e := range ents {
			switch ext := filepath.Ext(e.Name()); {
			case e.Name() == "testlib.h":
				hasHeader = true
			case ext == ".cpp" || ext == ".cc":
				sources = append(sources, e.Name())
			}
		}
		if !hasHeader || len(sources) != 1 {
			return nil, nil, nil
		}
		if src, err = os.ReadFile(filepath.Join(dir, sources[0])); err != nil {
			return nil, nil, fmt.Errorf("interactor: %w", err)
		}
		if !bytes.Contains(src, []byte("testlib.h")) {
			return nil, nil, nil
		}
		header, err = os.ReadFile(filepath.Join(dir, "testlib.h"))
		if err != nil {
			return nil, nil, fmt.Errorf("interactor: %w", err)
		}
		return src, header, nil
	}
	return nil, nil, nil
}

// polygonInteractor is problem.xml's <interactor>, which VNOJ's importer
// (judge/utils/codeforces_polygon.py parse_assets: root.find('.//interactor'),
// then source's path, a .cpp) and pol2dom (p2d/parse_polygon_package.py:
// assets' interactor's source path) read.
type polygonInteractor struct {
	Source polygonSource `xml:"source"`
}

// polygonInteractive writes an interactive problem's files/interactor.cpp
// and its checker, files/check.cpp (programs/interactcheck.cpp: Polygon
// runs the checker only after the interactor accepted, and the
// interactor decides alone), into a.
func polygonInteractive(l *layout, outDir string, a *polygonAssets) (bool, error) {
	in, err := l.interactorOf("polygon")
	if in == nil || err != nil {
		return false, err
	}
	a.Interactor = &polygonInteractor{Source: polygonSource{Path: "files/interactor.cpp", Type: "cpp.g++17"}}
	if err := writeFile(outDir, a.Interactor.Source.Path, in.source); err != nil {
		return false, err
	}
	check, err := programs.ReadFile("programs/interactcheck.cpp")
	if err != nil {
		return false, err
	}
	a.Checker = polygonChecker{Type: "testlib", Source: polygonSource{Path: "files/check.cpp", Type: "cpp.g++17"}}
	return true, writeFile(outDir, a.Checker.Source.Path, check)
}

// dmojInteractorFile is the interactor beside init.yml.
const dmojInteractorFile = "interactor.cpp"

// dmojInteractive writes an interactive problem's interactor beside
// init.yml (testlib.h with it for a testlib one) and adds init.yml's
// interactive key: files, lang and type testlib, which the judge reads
// (dmoj/problem.py grader_class: 'interactive' in the config makes the
// BridgedInteractiveGrader; dmoj/graders/bridged.py reads files, lang,
// flags and type, and starts a testlib interactor as `input_file
// output_file answer_file`, dmoj/contrib/testlib.py, the output file
// /dev/null). Reports whether the problem is interactive: then no
// checker is written, DMOJ takes the interactor's verdict.
func dmojInteractive(l *layout, outDir string, doc *yaml.Node) (bool, error) {
	in, err := l.interactorOf("dmoj")
	if in == nil || err != nil {
		return false, err
	}
	if err := writeFile(outDir, dmojInteractorFile, in.source); err != nil {
		return false, err
	}
	files := yflowSeq(ystr(dmojInteractorFile))
	if in.header != nil {
		if err := writeFile(outDir, "testlib.h", in.header); err != nil {
			return false, err
		}
		files.Content = append(files.Content, ystr("testlib.h"))
	}
	doc.Content = append(doc.Content, ystr("interactive"), ymap(ystr("files"), files, ystr("lang"), ystr("CPP17"), ystr("type"), ystr("testlib")))
	return true, nil
}
