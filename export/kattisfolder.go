package export

import (
	"fmt"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"carokit/kattis/format"
	"carokit/kattis/generators"
)

// kattisSource is the problem folder a Kattis export was built from
// (Options.Folder): its programs are copied as they are, and its groups'
// validator flags carried to the exported groups.
type kattisSource struct {
	meta *format.Problem
	data *format.Data
	gen  *generators.Config // generators.yaml, nil when there is none
	// genSettings are generators.yaml's groups' settings by path
	// (generators.Config.GroupSettings, the ones the folder is judged
	// with), nil without generators.yaml.
	genSettings map[string]format.Settings
	// rights are problem.yaml's license, rights owner and credits
	// (kattisrights.go): problemtools warns without a license.
	rights rights
	uuid   string // problem.yaml's uuid: the problem keeps its identity
}

// readKattisSource reads Options.Folder; nil when the export has none.
func readKattisSource(dir string) (*kattisSource, error) {
	if dir == "" {
		return nil, nil
	}
	meta, err := format.ReadProblem(dir)
	if err != nil {
		return nil, fmt.Errorf("read source folder %s: %w", dir, err)
	}
	data, err := format.ReadData(meta)
	if err != nil {
		return nil, fmt.Errorf("read source folder %s: %w", dir, err)
	}
	src := &kattisSource{meta: meta, data: data}
	if src.rights, src.uuid, err = readRights(dir); err != nil {
		return nil, err
	}
	if _, err := os.Stat(filepath.Join(dir, "generators", "generators.yaml")); err == nil {
		if src.gen, err = generators.Read(dir); err != nil {
			return nil, fmt.Errorf("read source folder %s: %w", dir, err)
		}
		if src.genSettings, err = src.gen.GroupSettings(data); err != nil {
			return nil, fmt.Errorf("read source folder %s: %w", dir, err)
		}
	}
	return src, nil
}

// groupDir is where a subtask's tests go: data/secret/NAME, or, for a
// folder problem, the source group's own path (the subtask's note,
// "secret/large" or "secret"), so that its submissions.yaml still names
// the groups it names.
func (l *layout) kattisGroupDir(g group) string {
	if l.source != nil && isGroupPath(g.sub.Note) {
		return path.Join("data", g.sub.Note)
	}
	return path.Join("data/secret", g.name)
}

// sourceSettings are the merged settings of the source group at rel
// ("sample", "secret/large"), or nil when there is no source or no such
// group.
func (l *layout) sourceSettings(rel string) *format.Settings {
	if l.source == nil {
		return nil
	}
	// A group generators.yaml names: its settings there, as the folder
	// problem judges it.
	if s, ok := l.source.genSettings[rel]; ok && strings.HasPrefix(rel, "secret") {
		return &s
	}
	for _, root := range []*format.Group{l.source.data.Sample, l.source.data.Secret} {
		if g := root.Find(rel); g != nil {
			return &g.Settings
		}
	}
	// A group neither names: generators.yaml's root settings, else
	// data/secret's.
	if s, ok := l.source.genSettings[""]; ok && strings.HasPrefix(rel, "secret/") {
		return &s
	}
	if strings.HasPrefix(rel, "secret/") && l.source.data.Secret != nil {
		return &l.source.data.Secret.Settings
	}
	return nil
}

// isGroupPath reports whether note is a group path of data/secret
// ("secret", "secret/large"), as a folder problem's subtask notes are.
func isGroupPath(note string) bool {
	parts := strings.Split(note, "/")
	if parts[0] != "secret" {
		return false
	}
	for _, p := range parts[1:] {
		if !nameRE.MatchString(p) {
			return false
		}
	}
	return true
}

// sourceFlags are the input and output validator flags of the source
// group at rel (sourceSettings: generators.yaml's groups' settings, the
// ones the folder problem is judged with, else data/'s), the output
// flags after problem.yaml's legacy validator_flags, as the Kattis tools
// pass them.
func (l *layout) sourceFlags(rel string) (in, out []string, err error) {
	s := l.sourceSettings(rel)
	if s == nil {
		return nil, nil, nil
	}
	if s.InputValidatorArgs != nil {
		return nil, nil, fmt.Errorf("source group %s gives input validator flags per validator, which the export does not carry: give them to all validators (input_validator_args: [...])", rel)
	}
	in, out = s.InputValidatorFlags, s.OutputValidatorFlags
	return in, append(append([]string(nil), l.source.meta.ValidatorFlags...), out...), nil
}

// addSourceFlags appends to doc the source group's validator flags
// (sourceFlags) in the version's keys: input_validator_args and
// output_validator_args (2025-09, lists) or input_validator_flags and
// output_validator_flags (2023-07, strings).
func (l *layout) addSourceFlags(doc *yaml.Node, rel string, v2023 bool) error {
	in, out, err := l.sourceFlags(rel)
	if err != nil {
		return err
	}
	for _, kv := range []struct {
		key   string
		flags []string
	}{{"input_validator", in}, {"output_validator", out}} {
		if len(kv.flags) == 0 {
			continue
		}
		if v2023 {
			doc.Content = append(doc.Content, ystr(kv.key+"_flags"), ystr(strings.Join(kv.flags, " ")))
			continue
		}
		seq := yflowSeq()
		for _, f := range kv.flags {
			seq.Content = append(seq.Content, ystr(f))
		}
		doc.Content = append(doc.Content, ystr(kv.key+"_args"), seq)
	}
	return nil
}

// copySourcePrograms copies the source folder's statement/ (or legacy
// problem_statement/, problem.tex named problem.en.tex),
// input_validators/, answer_validators/ (2025-09), output validator (output_validator/, or legacy
// output_validators/ holding one program) and, unless other submissions
// are given, submissions/ as they are, with submissions.yaml (legacy:
// rejected/'s programs moved, legacyRejected). It reports
// which of the statement, validator and checker it wrote, so that the
// export writes no asset over them.
func (l *layout) copySourcePrograms(outDir string) (map[string]bool, error) {
	done := map[string]bool{}
	dir := l.source.meta.Dir
	statementDir, checkerDir := kattisLayout(l.opt.KattisVersion)
	for _, c := range []struct{ from, to, asset string }{
		{"statement", statementDir, assetStatement},
		{"problem_statement", statementDir, assetStatement},
		{"input_validators", "input_validators", assetValidator},
		{"answer_validators", "answer_validators", "answer validators"}, // 2025-09 only
		{"output_validator", checkerDir, assetChecker},
		{"output_validators", checkerDir, assetChecker},
		{"submissions", "submissions", ""},
	} {
		src := filepath.Join(dir, c.from)
		if !nonEmptyDir(src) || c.asset != "" && done[c.asset] || c.asset == "" && len(l.opt.Submissions) > 0 ||
			c.from == "answer_validators" && l.opt.KattisVersion != Kattis2025 {
			continue
		}
		if c.from == "output_validators" {
			src = soleProgram(src)
		}
		dst := filepath.Join(outDir, c.to)
		if err := copyTree(src, dst); err != nil {
			return nil, fmt.Errorf("copy %s: %w", c.from, err)
		}
		if c.from == "submissions" && l.opt.KattisVersion == KattisLegacy {
			if err := legacyRejected(outDir); err != nil {
				return nil, err
			}
		}
		if c.from == "problem_statement" {
			if err := os.Rename(filepath.Join(dst, "problem.tex"), filepath.Join(dst, "problem.en.tex")); err != nil && !os.IsNotExist(err) {
				return nil, fmt.Errorf("copy %s: %w", c.from, err)
			}
		}
		if c.asset == assetStatement {
			if err := l.texStatements(dst); err != nil {
				return nil, err
			}
		}
		if c.asset != "" {
			done[c.asset] = true
		}
	}
	return done, nil
}

// soleProgram is the one program folder inside a legacy
// output_validators/ (output_validators/NAME/), else the folder itself
// (its files are one program).
func soleProgram(dir string) string {
	ents, err := os.ReadDir(dir)
	if err == nil && len(ents) == 1 && ents[0].IsDir() {
		return filepath.Join(dir, ents[0].Name())
	}
	return dir
}

func nonEmptyDir(dir string) bool {
	ents, err := os.ReadDir(dir)
	return err == nil && len(ents) > 0
}

// writeSourceInvalid writes the folder's invalid tests (Options.Invalid:
// data/'s and generators.yaml's, generated ones made) to data/ in the
// 2025-09 export, as BAPCtools lays them out: data/invalid_input/NAME.in,
// data/invalid_answer/NAME.in and .ans, data/invalid_output/NAME.in,
// .ans and .out (problemtools refuses any data/ group but sample and
// secret in the older versions: see InvalidSkipped).
func (l *layout) writeSourceInvalid(outDir string) error {
	if l.opt.KattisVersion != Kattis2025 {
		return nil
	}
	for _, t := range l.opt.Invalid {
		for _, ext := range slices.Sorted(maps.Keys(t.Files)) {
			if err := writeFile(outDir, path.Join("data", t.Path+ext), t.Files[ext]); err != nil {
				return err
			}
		}
	}
	return nil
}
