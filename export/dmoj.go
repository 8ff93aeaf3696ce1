package export

import (
	"archive/zip"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"carokit/testpkg"
)

// zipTime stamps every zip entry, so the same package always exports to
// the same bytes.
var zipTime = time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)

// writeDMOJ writes init.yml and the zip archive it names
// (https://docs.dmoj.ca/#/problem_format/problem_format). DMOJ points are
// integers and a problem's score is the share of case points earned, so:
//
//   - group-min: one batched case per subtask, points = weight; a batch
//     scores only when all its cases pass.
//   - per-test: one plain case per test. Each test of subtask s gets
//     weight_s × M / count_s points, M the smallest multiplier making all
//     of them whole; every subtask then weighs exactly weight_s × M, in
//     the statement's ratios (Caro's 10/9/11 tests: M = 33, 99/110/120).
//
// The samples come last, a case (a batch) of their own worth 0 points
// (plan.go's SampleGroup): DMOJ stops judging after a failed 0-point
// case. DMOJ keeps time and memory limits on the problem's web page, not
// in init.yml: the header comment states them.
func writeDMOJ(pkgDir, outDir string, m *testpkg.Manifest, opt Options) error {
	l, err := newLayout(pkgDir, m, opt)
	if err != nil {
		return err
	}
	archive := strings.ToLower(m.Problem) + ".zip"
	if m.Problem == "" || !nameRE.MatchString(archive) {
		return fmt.Errorf("dmoj: problem name %q does not make a plain archive name", m.Problem)
	}
	weights := make([]int64, len(l.groups))
	for i, g := range l.groups {
		w, ok := wholeNumber(g.sub.Weight)
		if !ok {
			return fmt.Errorf("dmoj: points must be integers, but subtask %d weighs %g", g.sub.ID, g.sub.Weight)
		}
		weights[i] = w
	}
	scale := int64(1)
	if l.opt.Scoring == ScoringPerTest {
		if scale, err = dmojScale(l, weights); err != nil {
			return err
		}
	}

	zf, err := os.Create(filepath.Join(outDir, archive))
	if err != nil {
		return fmt.Errorf("dmoj: %w", err)
	}
	defer zf.Close()
	zw := zip.NewWriter(zf)
	add := func(name string, data []byte) error {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate, Modified: zipTime})
		if err != nil {
			return fmt.Errorf("dmoj: zip %s: %w", name, err)
		}
		_, err = w.Write(data)
		return err
	}
	cases, err := dmojCases(l, add, weights, scale)
	if err != nil {
		return err
	}
	// The samples last: DMOJ's judge skips every case after a failed case
	// worth 0 points (dmoj/judge.py: "If we failed a 0-point case, we will
	// short-circuit every case after this"), so samples first would make
	// a program failing one score 0, where carokit scores its subtasks.
	if err := dmojSamples(l, add, cases); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return fmt.Errorf("dmoj: zip: %w", err)
	}
	if err := zf.Close(); err != nil {
		return fmt.Errorf("dmoj: %w", err)
	}
	doc := ymap(ystr("archive"), ystr(archive), ystr("test_cases"), cases)
	doc.HeadComment = dmojHeader(l, scale)
	if err := dmojExtras(l, outDir, doc); err != nil {
		return err
	}
	return writeYAML(outDir, "init.yml", doc)
}

// dmojCases adds every subtask's tests to the zip and returns init.yml's
// test_cases for them, in subtask order: under per-test scoring a plain
// case per test worth its share of weight × scale, under group-min one
// batch per subtask worth its weight. Kept apart from writeDMOJ, which
// opens and closes the archive, so the scoring's two shapes read together.
func dmojCases(l *layout, add func(name string, data []byte) error, weights []int64, scale int64) (*yaml.Node, error) {
	cases := yseq()
	for i, g := range l.groups {
		batch := yseq()
		for _, t := range g.tests {
			input, answer, err := l.files(t)
			if err != nil {
				return nil, err
			}
			in, out := g.name+"."+t.Name+".in", g.name+"."+t.Name+".out"
			if err := add(in, input); err != nil {
				return nil, err
			}
			if err := add(out, answer); err != nil {
				return nil, err
			}
			if l.opt.Scoring == ScoringPerTest {
				pts := weights[i] * scale / int64(len(g.tests))
				cases.Content = append(cases.Content, yflowMap(ystr("in"), ystr(in), ystr("out"), ystr(out), ystr("points"), yint(pts)))
			} else {
				batch.Content = append(batch.Content, yflowMap(ystr("in"), ystr(in), ystr("out"), ystr(out)))
			}
		}
		if l.opt.Scoring == ScoringGroupMin {
			b := ymap(ystr("points"), yint(weights[i]), ystr("batched"), batch)
			b.HeadComment = fmt.Sprintf("subtask %d: %s", g.sub.ID, g.sub.Note)
			cases.Content = append(cases.Content, b)
		}
	}
	return cases, nil
}

// dmojCheckerFile is the problem's checker beside init.yml, in testlib's
// protocol.
const dmojCheckerFile = "checker.cpp"

// dmojExtras writes statement.md (the Markdown statement with its
// samples, which DMOJ keeps on the problem's page) and adds to init.yml
// what the problem needs beyond the token compare and standard streams:
//   - its checker: checker.cpp beside init.yml, a bridged checker of type
//     testlib (dmoj/checkers/bridged.py reads files, lang, type; type
//     testlib, dmoj/contrib/testlib.py, maps exit 0 to AC, 1 to WA and
//     shows standard output). Without one DMOJ's standard checker
//     compares (dmoj/checkers/_checker.c check_standard: tokens, but a
//     line break is not a space).
//   - its interactor, for an interactive problem (interactive.go), in
//     place of a checker.
//   - its files: file_io {input, output}, which VNOJ's judge reads (VNOJ's
//     site writes it, judge/utils/problem_data.py make_grader); upstream
//     DMOJ has no file I/O and ignores the key, so there the program must
//     read standard input (dmojHeader says so).
func dmojExtras(l *layout, outDir string, doc *yaml.Node) error {
	// DMOJ's statements are Markdown on the problem's page: the
	// statement with the samples, to paste there.
	md, err := l.statement()
	if err != nil {
		return err
	}
	if md != nil {
		if err := writeFile(outDir, "statement.md", md); err != nil {
			return err
		}
	}
	interactive, err := dmojInteractive(l, outDir, doc)
	if err != nil {
		return err
	}
	var check []byte
	if !interactive {
		if check, err = l.wrappedChecker(protoTestlib); err != nil {
			return err
		}
		if check == nil {
			if check, err = dmojTokenChecker(l, doc); err != nil {
				return err
			}
		}
	}
	if check != nil {
		if err := writeFile(outDir, dmojCheckerFile, check); err != nil {
			return err
		}
		args := ymap(ystr("files"), ystr(dmojCheckerFile), ystr("lang"), ystr("CPP17"), ystr("type"), ystr("testlib"))
		doc.Content = append(doc.Content, ystr("checker"), ymap(ystr("name"), ystr("bridged"), ystr("args"), args))
	}
	if f := l.opt.Files; f.Files() {
		io := yflowMap(ystr("input"), ystr(f.Input), ystr("output"), ystr(f.Output))
		doc.Content = append(doc.Content, ystr("file_io"), io)
	}
	return nil
}

func dmojHeader(l *layout, scale int64) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s, exported by carokit (%s scoring).\n", l.m.Problem, l.opt.Scoring)
	fmt.Fprintf(&b, "Set on the problem page: time limit %s s, memory limit %d MiB, partial points on.", l.timeLimitSeconds(), l.m.MemoryLimitMB)
	if f := l.opt.Files; f.Files() {
		fmt.Fprintf(&b, "\nThe program reads %s and writes %s: file_io is VNOJ's judge's key; upstream DMOJ has no file I/O and ignores it.", f.Input, f.Output)
	}
	if scale != 1 {
		fmt.Fprintf(&b, "\nCase points are the subtask weights times %d, so each test's share is a whole number.", scale)
	}
	return b.String()
}

// dmojScale is the least M such that weight × M / count is whole for every
// subtask: the lcm of count / gcd(weight, count).
func dmojScale(l *layout, weights []int64) (int64, error) {
	scale := int64(1)
	for i, g := range l.groups {
		n := int64(len(g.tests))
		need := n / gcd(weights[i], n)
		scale = scale / gcd(scale, need) * need
		if scale > 1_000_000 {
			return 0, fmt.Errorf("dmoj: per-test points would need a multiplier over a million; use group-min scoring")
		}
	}
	return scale, nil
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	if a < 0 {
		return -a
	}
	return a
}

// dmojSamples adds the samples to the zip and to cases: their own case
// (a batch under group-min), worth 0.
func dmojSamples(l *layout, add func(name string, data []byte) error, cases *yaml.Node) error {
	if len(l.samples) == 0 {
		return nil
	}
	batch := yseq()
	for _, t := range l.samples {
		input, answer, err := l.files(t)
		if err != nil {
			return err
		}
		in, out := SampleGroup+"."+t.Name+".in", SampleGroup+"."+t.Name+".out"
		if err := add(in, input); err != nil {
			return err
		}
		if err := add(out, answer); err != nil {
			return err
		}
		c := yflowMap(ystr("in"), ystr(in), ystr("out"), ystr(out))
		if l.opt.Scoring == ScoringPerTest {
			c.Content = append(c.Content, ystr("points"), yint(0))
			cases.Content = append(cases.Content, c)
		} else {
			batch.Content = append(batch.Content, c)
		}
	}
	if l.opt.Scoring == ScoringGroupMin {
		b := ymap(ystr("points"), yint(0), ystr("batched"), batch)
		b.HeadComment = "the samples, worth 0"
		cases.Content = append(cases.Content, b)
	}
	return nil
}
