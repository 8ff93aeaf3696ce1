package export

import (
	"encoding/xml"
	"fmt"
	"strconv"

	"carokit/testpkg"
)

// polygonProblem is the part of a Polygon package's problem.xml that
// describes the tests, as Polygon writes it and as CMS's polygon loader
// and other importers read it.
type polygonProblem struct {
	XMLName    xml.Name           `xml:"problem"`
	Revision   int                `xml:"revision,attr"`
	ShortName  string             `xml:"short-name,attr"`
	Names      []polygonName      `xml:"names>name"`
	Statements []polygonStatement `xml:"statements>statement,omitempty"`
	Judging    polygonJudging     `xml:"judging"`
	Files      []polygonProgram   `xml:"files>executables>executable"`
	Assets     polygonAssets      `xml:"assets"`
}

type polygonName struct {
	Language string `xml:"language,attr"`
	Value    string `xml:"value,attr"`
}

type polygonJudging struct {
	InputFile  string         `xml:"input-file,attr"`  // "" is standard input
	OutputFile string         `xml:"output-file,attr"` // "" is standard output
	Testset    polygonTestset `xml:"testset"`
}

type polygonTestset struct {
	Name          string         `xml:"name,attr"`
	TimeLimit     int64          `xml:"time-limit"`   // milliseconds
	MemoryLimit   int64          `xml:"memory-limit"` // bytes
	TestCount     int            `xml:"test-count"`
	InputPattern  string         `xml:"input-path-pattern"`
	AnswerPattern string         `xml:"answer-path-pattern"`
	Tests         []polygonTest  `xml:"tests>test"`
	Groups        []polygonGroup `xml:"groups>group"`
}

type polygonTest struct {
	Method string `xml:"method,attr"`
	Sample bool   `xml:"sample,attr,omitempty"`
	Group  string `xml:"group,attr"`
	Points string `xml:"points,attr"`
}

type polygonGroup struct {
	Feedback string `xml:"feedback-policy,attr"`
	Name     string `xml:"name,attr"`
	Points   string `xml:"points,attr"`
	Policy   string `xml:"points-policy,attr"`
}

// writePolygon writes tests/01, tests/01.a, … (1-based: the samples,
// then the subtasks in order) and problem.xml with one testset "tests":
// limits in ms and bytes, the samples marked sample="true" in a group
// "samples" worth 0 points, a group per subtask named by its id,
// points-policy each-test (per-test) or complete-group (group-min),
// feedback-policy complete. Each group carries its weight and each test
// its share of it, whole points by the largest remainder (VNOJ's importer
// turns fractional points into int(points × 1000), moving shares), so both
// policies add up to the subtask weight exactly. The checker, validator, solutions and statement
// are in polygon_assets.go.
func writePolygon(pkgDir, outDir string, m *testpkg.Manifest, opt Options) error {
	l, err := newLayout(pkgDir, m, opt)
	if err != nil {
		return err
	}
	policy := "each-test"
	if l.opt.Scoring == ScoringGroupMin {
		policy = "complete-group"
	}
	ts := polygonTestset{
		Name:          "tests",
		TimeLimit:     m.TimeLimitMS,
		MemoryLimit:   m.MemoryLimitMB << 20,
		InputPattern:  "tests/%02d",
		AnswerPattern: "tests/%02d.a",
	}
	n := 0
	if len(l.samples) > 0 {
		// The samples' own group, worth nothing (SampleGroup); a test of
		// a subtask that is also a sample stays there, worth its share.
		ts.Groups = append(ts.Groups, polygonGroup{Feedback: "complete", Name: SampleGroup, Points: "0", Policy: policy})
		for _, s := range l.samples {
			n++
			file := fmt.Sprintf("tests/%02d", n)
			if err := l.copyTest(outDir, s, file, file+".a"); err != nil {
				return err
			}
			ts.Tests = append(ts.Tests, polygonTest{Method: "manual", Sample: true, Group: SampleGroup, Points: "0"})
		}
	}
	scale := polygonScale(l)
	for _, g := range l.groups {
		id := strconv.Itoa(g.sub.ID)
		ts.Groups = append(ts.Groups, polygonGroup{Feedback: "complete", Name: id, Points: formatPoints(g.sub.Weight), Policy: policy})
		points := apportion(g.shares(), g.sub.Weight, scale)
		for i, t := range g.tests {
			n++
			file := fmt.Sprintf("tests/%02d", n)
			if err := l.copyTest(outDir, t, file, file+".a"); err != nil {
				return err
			}
			ts.Tests = append(ts.Tests, polygonTest{Method: "manual", Group: id, Points: unitPoints(points[i], scale)})
		}
	}
	ts.TestCount = n
	title := m.Title
	if title == "" {
		title = m.Problem
	}
	assets, exec, err := writePolygonAssets(l, outDir)
	if err != nil {
		return err
	}
	statements, err := writePolygonStatement(l, outDir)
	if err != nil {
		return err
	}
	doc := polygonProblem{
		Revision:   1,
		ShortName:  m.Problem,
		Names:      []polygonName{{Language: "english", Value: title}},
		Statements: statements,
		Judging:    polygonJudging{InputFile: l.opt.Files.Input, OutputFile: l.opt.Files.Output, Testset: ts},
		Files:      exec,
		Assets:     assets,
	}
	data, err := xml.MarshalIndent(doc, "", "  ")
	if err != nil {
		return fmt.Errorf("polygon: problem.xml: %w", err)
	}
	data = append([]byte(xml.Header), append(data, '\n')...)
	return writeFile(outDir, "problem.xml", data)
}

// polygonScale is the precision of the tests' points: whole points when
// every subtask weighs a whole number, else thousandths, the precision
// VNOJ's importer keeps (judge/utils/codeforces_polygon.py, "Normalize
// points": int(p * 1000)).
func polygonScale(l *layout) float64 {
	for _, g := range l.groups {
		if _, whole := wholeNumber(g.sub.Weight); !whole {
			return 1000
		}
	}
	return 1
}
