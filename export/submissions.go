package export

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sort"

	"go.yaml.in/yaml/v3"

	"carokit/problem"
	"carokit/runner"
	"carokit/testpkg"
)

// kattisDirs are the submission folders of the Kattis format, in the order
// ReadSubmissions lists them.
var kattisDirs = []string{"accepted", "wrong_answer", "time_limit_exceeded", "run_time_error", "rejected", "brute_force"}

// kattisVerdict maps a verdict to the four the Kattis format knows. A
// memory or output limit shows up as a run-time error there.
func kattisVerdict(v problem.Verdict) (string, error) {
	switch v {
	case problem.OK:
		return "AC", nil
	case problem.WA:
		return "WA", nil
	case problem.TLE:
		return "TLE", nil
	case problem.RE, problem.MLE, problem.OLE:
		return "RTE", nil
	}
	return "", fmt.Errorf("verdict %q cannot be declared in submissions.yaml (only AC, WA, TLE, RTE)", v)
}

// kattisDir picks the folder whose default rule fits the expected
// verdicts: accepted when all pass, the one failure kind's folder when
// there is one kind, rejected when failures are mixed.
func kattisDir(codes []string) string {
	var fails []string
	for _, c := range codes {
		if c != "AC" && !slices.Contains(fails, c) {
			fails = append(fails, c)
		}
	}
	switch {
	case len(fails) == 0:
		return "accepted"
	case len(fails) > 1:
		return "rejected"
	case fails[0] == "WA":
		return "wrong_answer"
	case fails[0] == "TLE":
		return "time_limit_exceeded"
	default:
		return "run_time_error"
	}
}

// writeKattisSubmissions copies each declared submission into the folder
// its verdicts call for and writes submissions.yaml with one rule per
// subtask group (permitted/required) and the score it must get: exact for
// group-min scoring, a range for per-test scoring, where a failed subtask
// can still keep some of its tests; none for pass-fail. Scores are floats,
// as the format wants them.
func writeKattisSubmissions(l *layout, outDir string) error {
	if len(l.opt.Submissions) == 0 {
		return nil
	}
	unrunnable := l.pypyUnrunnable()
	doc := ymap()
	doc.HeadComment = "Expected results per subtask group, written by carokit export."
	used := map[string]bool{}
	for _, s := range l.opt.Submissions {
		if unrunnable[s.Path] {
			continue
		}
		if s.Expected == nil && s.Folder != "" {
			// Declared by its Kattis folder alone: into the same
			// folder, with its submissions.yaml entry (if any) as
			// written, so the folder's default applies in the export too.
			rel, err := shipSubmission(s, s.Folder, outDir, used)
			if err != nil {
				return err
			}
			if s.Rules != nil {
				doc.Content = append(doc.Content, ystr(rel), s.Rules)
			}
			continue
		}
		if len(s.Expected) != len(l.groups) {
			return fmt.Errorf("submission %s declares %d verdicts for %d subtasks", s.Path, len(s.Expected), len(l.groups))
		}
		codes := make([]string, len(s.Expected))
		for i, v := range s.Expected {
			c, err := kattisVerdict(v)
			if err != nil {
				return fmt.Errorf("submission %s, subtask %d: %w", s.Path, l.groups[i].sub.ID, err)
			}
			codes[i] = c
		}
		dir := kattisDir(codes)
		if dir == "rejected" && l.opt.KattisVersion == KattisLegacy {
			// legacy has no rejected/ (formatversion.py
			// submission_directories): the first failure's folder.
			first := codes[slices.IndexFunc(codes, func(c string) bool { return c != "AC" })]
			dir = kattisDir([]string{first})
		}
		rel, err := shipSubmission(s, dir, outDir, used)
		if err != nil {
			return err
		}
		doc.Content = append(doc.Content, ystr(rel), kattisEntry(l, codes))
	}
	return writeYAML(outDir, "submissions/submissions.yaml", doc)
}

// shipSubmission copies submission s, under its own file name, into
// submissions/FOLDER/ of the export and returns its path below
// submissions/. used holds the paths already taken, so that two
// submissions of one name in one folder are refused rather than one
// silently overwriting the other.
func shipSubmission(s Submission, folder, outDir string, used map[string]bool) (string, error) {
	base := filepath.Base(s.Path)
	if !nameRE.MatchString(base) {
		return "", fmt.Errorf("submission %s: %q is not a plain file name", s.Path, base)
	}
	rel := path.Join(folder, base)
	if used[rel] {
		return "", fmt.Errorf("two submissions would both be submissions/%s", rel)
	}
	used[rel] = true
	if err := copyTree(s.Path, filepath.Join(outDir, "submissions", filepath.FromSlash(rel))); err != nil {
		return "", fmt.Errorf("submission %s: %w", s.Path, err)
	}
	return rel, nil
}

// kattisEntry is a submission's submissions.yaml entry, from its expected
// verdict codes, one per subtask: a rule per subtask group (permitted,
// plus required where it must fail) and, unless the scoring is pass-fail,
// the score it must get: the sum of its passed subtasks' weights, or a
// range under per-test scoring, where a failed subtask can still keep all
// of its tests but one.
func kattisEntry(l *layout, codes []string) *yaml.Node {
	entry := ymap()
	lo, hi := 0.0, 0.0
	for i, g := range l.groups {
		w := g.sub.Weight
		rule := ymap(ystr("permitted"), yflowSeq(ystr("AC")))
		if codes[i] == "AC" {
			lo += w
			hi += w
		} else {
			rule = ymap(
				ystr("permitted"), yflowSeq(ystr("AC"), ystr(codes[i])),
				ystr("required"), yflowSeq(ystr(codes[i])),
			)
			if l.opt.Scoring == ScoringPerTest {
				n := float64(len(g.tests))
				hi += w * (n - 1) / n
			}
		}
		entry.Content = append(entry.Content, ystr("secret/"+g.name), rule)
	}
	if l.opt.Scoring != ScoringPassFail {
		score := yfloat(lo)
		if hi > lo {
			score = yflowSeq(yfloat(lo), yfloat(hi))
		}
		entry.Content = append([]*yaml.Node{ystr("score"), score}, entry.Content...)
	}
	return entry
}

// No entry says use_for_time_limit. carokit's time limit suggestion
// (judge.SuggestTimeLimit) takes the slowest run of every program
// expected to pass, whatever its language, CPython's included; and
// BAPCtools, whose `bt time_limit` uses a program on a test when any
// rule matching it lowers the limit (BAPCtools b6e8c80,
// bapctools/problem.py:1748-1751), always counts a program of
// accepted/: its folder default permits only AC, which lowers it
// (bapctools/resources/config/submissions.yaml, expectations.py:158), so
// an entry's use_for_time_limit: false cannot take it out. Without the
// key both tools pick the same slowest program.

// copyTree copies a file, or a folder and everything in it, following
// symbolic links.
func copyTree(src, dst string) error {
	src, err := filepath.EvalSymlinks(src)
	if err != nil {
		return err
	}
	info, err := os.Stat(src)
	if err != nil {
		return err
	}
	if !info.IsDir() {
		return copyFile(src, dst)
	}
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		return copyFile(p, target)
	})
}

func copyFile(src, dst string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	return os.WriteFile(dst, data, 0o644)
}

// kattisRule is one permitted/required rule of submissions.yaml.
type kattisRule struct {
	Permitted []string `yaml:"permitted"`
	Required  []string `yaml:"required"`
}

// ReadSubmissions reads a Kattis-style submissions folder: programs in
// accepted/, wrong_answer/, time_limit_exceeded/, run_time_error/,
// rejected/ and brute_force/, found as judge --submissions finds them
// (runner.ListSubmissions; one that cannot run is an error, since it
// would not run on the judge either), and their expected verdict per subtask from
// submissions.yaml, in the shape the kattis export writes (a key per
// program, or per folder, or "folder/*", holding a rule per
// "secret/GROUP"). A program in accepted/ needs no rule. Programs come
// back sorted by path.
func ReadSubmissions(dir string, m *testpkg.Manifest) ([]Submission, error) {
	rules := map[string]map[string]yaml.Node{}
	data, err := os.ReadFile(filepath.Join(dir, "submissions.yaml"))
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return nil, fmt.Errorf("read submissions: %w", err)
	default:
		if err := yaml.Unmarshal(data, &rules); err != nil {
			return nil, fmt.Errorf("read %s: %w", filepath.Join(dir, "submissions.yaml"), err)
		}
	}
	listed, err := runner.ListSubmissions(dir, kattisDirs)
	if err != nil {
		return nil, err
	}
	var out []Submission
	for _, l := range listed {
		if l.NotRunnable != "" {
			return nil, fmt.Errorf("submission %s cannot run: %s", l.Path, l.NotRunnable)
		}
		s := Submission{Path: l.Path}
		if l.Folder != "accepted" && !declares(rules, l.Folder, l.Name) {
			// Nothing per subtask: the folder's own rule, as judge reads it.
			s.Folder = l.Folder
			out = append(out, s)
			continue
		}
		for _, st := range m.Subtasks {
			group := st.Group
			if group == "" {
				group = fmt.Sprintf("subtask%d", st.ID)
			}
			v, err := expectedIn(rules, l.Folder, l.Name, "secret/"+group)
			if errors.Is(err, errNoOneVerdict) {
				// A rule no single verdict says ("AC or TLE"): the
				// folder's default, and the rules shipped as written.
				s = Submission{Path: l.Path, Folder: l.Folder, Rules: rulesOf(rules, l.Folder, l.Name, m)}
				break
			}
			if err != nil {
				return nil, fmt.Errorf("%s: %w", l.Path, err)
			}
			s.Expected = append(s.Expected, v)
		}
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out, nil
}

// declares reports whether submissions.yaml has any rule for the
// program rel of folder.
func declares(rules map[string]map[string]yaml.Node, folder, rel string) bool {
	for _, key := range []string{rel, folder + "/*", folder} {
		if len(rules[key]) > 0 {
			return true
		}
	}
	return false
}

// expectedIn finds the rule for one program and group, the most specific
// key first, and turns it into a verdict.
func expectedIn(rules map[string]map[string]yaml.Node, folder, rel, group string) (problem.Verdict, error) {
	for _, key := range []string{rel, folder + "/*", folder} {
		node, ok := rules[key][group]
		if !ok {
			continue
		}
		var r kattisRule
		if err := node.Decode(&r); err != nil {
			return "", fmt.Errorf("submissions.yaml %s → %s: %w", key, group, err)
		}
		if len(r.Required) == 1 {
			return fromKattis(r.Required[0])
		}
		if slices.Equal(r.Permitted, []string{"AC"}) {
			return problem.OK, nil
		}
		return "", fmt.Errorf("submissions.yaml %s → %s: %w", key, group, errNoOneVerdict)
	}
	if folder == "accepted" {
		return problem.OK, nil
	}
	return "", fmt.Errorf("submissions.yaml declares nothing for %s on %s", rel, group)
}

// errNoOneVerdict is a rule that names no single verdict: neither
// permitted: [AC] nor exactly one required verdict.
var errNoOneVerdict = errors.New("want permitted: [AC] or exactly one required verdict")

// rulesOf is a program's rule per subtask group, as submissions.yaml
// gives it (the most specific key first): a mapping node for the export's
// submissions.yaml.
func rulesOf(rules map[string]map[string]yaml.Node, folder, rel string, m *testpkg.Manifest) *yaml.Node {
	doc := ymap()
	for _, st := range m.Subtasks {
		group := "secret/" + st.Group
		if st.Group == "" {
			group = fmt.Sprintf("secret/subtask%d", st.ID)
		}
		for _, key := range []string{rel, folder + "/*", folder} {
			if node, ok := rules[key][group]; ok {
				doc.Content = append(doc.Content, ystr(group), &node)
				break
			}
		}
	}
	return doc
}

func fromKattis(code string) (problem.Verdict, error) {
	switch code {
	case "AC":
		return problem.OK, nil
	case "WA":
		return problem.WA, nil
	case "TLE":
		return problem.TLE, nil
	case "RTE":
		return problem.RE, nil
	}
	return "", fmt.Errorf("unknown Kattis verdict %q (want AC, WA, TLE or RTE)", code)
}
