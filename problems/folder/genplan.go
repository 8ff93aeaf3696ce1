package folder

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"carokit/internal/safefile"
	"carokit/kattis/format"
	"carokit/kattis/generators"
	"carokit/plan"
)

// makePlan is the folder's test plan and its subtask groups: from
// generators/generators.yaml when there is one, else from carokit's own
// plan.txt, else from data/.
func (p *Problem) makePlan() (string, []*format.Group, error) {
	if _, err := os.Stat(filepath.Join(p.meta.Dir, "generators", "generators.yaml")); errors.Is(err, fs.ErrNotExist) {
		if text, err := os.ReadFile(filepath.Join(p.meta.Dir, planFile)); err == nil {
			return p.ownPlan(text)
		} else if !errors.Is(err, fs.ErrNotExist) {
			return "", nil, err
		}
		return p.dataPlan()
	}
	cfg, err := generators.Read(p.meta.Dir)
	if err != nil {
		return "", nil, err
	}
	for _, w := range cfg.Warnings {
		p.opt.Warnings(w)
	}
	items, err := cfg.Expand()
	if err != nil {
		return "", nil, err
	}
	p.items, p.constants = items, cfg.Constants()
	if p.genSettings, err = cfg.GroupSettings(p.data); err != nil {
		return "", nil, err
	}
	return p.generatorsPlan(items)
}

// generatorsPlan writes generators.yaml's secret tests as plan lines:
// "run PROGRAM ARGS" for generate (the seed already in the arguments, as
// BAPCtools computes it), "file" for copy and for inline contents (kept
// in carokit's cache folder, by content). Sample items become samples
// when data/sample has none.
func (p *Problem) generatorsPlan(items []generators.Item) (string, []*format.Group, error) {
	var groups []*format.Group
	byPath := map[string]*format.Group{}
	lines := map[*format.Group][]string{}
	made := map[string]string{} // test path → its plan line, for include
	var sampleLines []string
	for _, it := range items {
		if it.Group == "sample" || strings.HasPrefix(it.Group, "sample/") {
			if err := p.generatedSample(it); err != nil {
				return "", nil, err
			}
			if line, err := p.itemLine(it, made); err == nil {
				made[it.Path] = line // a secret test may include it
				sampleLines = append(sampleLines, labelled(it.Name, line))
			}
			continue
		}
		if !strings.HasPrefix(it.Group+"/", "secret/") {
			continue // invalid_input and the like: not tests of the package
		}
		gp := subtaskPath(it.Group)
		g := byPath[gp]
		if g == nil {
			g = &format.Group{Path: gp, Settings: p.groupSettings(gp)}
			byPath[gp] = g
			groups = append(groups, g)
		}
		line, err := p.itemLine(it, made)
		if err != nil {
			return "", nil, fmt.Errorf("generators.yaml, %s: %w", it.Path, err)
		}
		made[it.Path] = line
		lines[g] = append(lines[g], labelled(it.Name, line))
	}
	if len(groups) == 0 && len(sampleLines) > 0 {
		return p.samplesPlan("generators/generators.yaml", &format.Group{Path: "sample", Settings: p.groupSettings("sample")}, sampleLines)
	}
	if len(groups) == 0 {
		return "", nil, fmt.Errorf("%s: generators.yaml makes no secret tests", p.meta.Dir)
	}
	return writePlan("generators/generators.yaml", groups, lines), groups, nil
}

// writePlan is a plan made from source: an "@subtask N" header per
// group, naming it, then its lines.
func writePlan(source string, groups []*format.Group, lines map[*format.Group][]string) string {
	var b strings.Builder
	b.WriteString("# made by carokit from " + source + "\n")
	for i, g := range groups {
		fmt.Fprintf(&b, "@subtask %d  # %s\n", i+1, g.Path)
		for _, l := range lines[g] {
			b.WriteString(l + "\n")
		}
	}
	return b.String()
}

// subtaskPath is the subtask a group belongs to: "secret" or
// "secret/NAME", the group's first level under secret.
func subtaskPath(group string) string {
	parts := strings.SplitN(group, "/", 3)
	if len(parts) == 1 {
		return parts[0]
	}
	return parts[0] + "/" + parts[1]
}

// groupSettings is the settings of group path (generators.yaml's).
func (p *Problem) groupSettings(path string) format.Settings {
	if s, ok := p.genSettings[path]; ok {
		return s
	}
	return p.genSettings[""]
}

// itemLine is one generators.yaml test as a plan line.
func (p *Problem) itemLine(it generators.Item, made map[string]string) (string, error) {
	p.noteSolution(it)
	switch {
	case it.Include != "":
		line, ok := made[it.Include]
		if !ok {
			return "", fmt.Errorf("include %s: no such test before it", it.Include)
		}
		return line, nil
	case len(it.Command) > 0:
		return p.runLine(it)
	case it.Copy != "":
		return fileLine(planWord(p.meta.Dir, it.Copy+".in"))
	case it.In != nil:
		path, err := p.inline(*it.In, it.Ans)
		if err != nil {
			return "", err
		}
		return fileLine(path)
	}
	return "", errors.New("neither generate, copy nor in")
}

// labelled is line with name as its label, when name can be one.
func labelled(name, line string) string {
	if name == "" || strings.ContainsAny(name, " \t#:") {
		return line
	}
	return name + ": " + line
}

// inline keeps an inline test's input (and answer) in carokit's cache
// folder under a name made of its content, and returns the input's path.
func (p *Problem) inline(in string, ans *string) (string, error) {
	dir, err := p.cacheDir()
	if err != nil {
		return "", err
	}
	h := sha256.New()
	h.Write([]byte(in))
	if ans != nil {
		h.Write([]byte{0})
		h.Write([]byte(*ans))
	}
	base := filepath.Join(dir, "inline", hex.EncodeToString(h.Sum(nil))[:32])
	if err := os.MkdirAll(filepath.Dir(base), 0o755); err != nil {
		return "", err
	}
	if err := safefile.Write(base+".in", []byte(in), 0o644); err != nil {
		return "", err
	}
	if ans != nil {
		if err := safefile.Write(base+".ans", []byte(*ans), 0o644); err != nil {
			return "", err
		}
	}
	return base + ".in", nil
}

// generatedSample adds a generators.yaml sample to the samples, when
// data/sample has none of its own: made as bt generate makes it
// (itemFiles: generated, copied or inline), its other files
// (generators.DataExts: .png, .yaml, .interaction, ...) kept with it as
// a secret test's are.
func (p *Problem) generatedSample(it generators.Item) error {
	if p.data.Sample != nil && len(allTests(p.data.Sample)) > 0 {
		return nil
	}
	files, err := p.itemFiles(it)
	if err != nil {
		return fmt.Errorf("generators.yaml sample %s: %w", it.Path, err)
	}
	s := sampleOf(filepath.Base(it.Path), files[".in"], files[".ans"])
	for ext, data := range files {
		if ext != ".in" && ext != ".ans" {
			if s.Extra == nil {
				s.Extra = map[string][]byte{}
			}
			s.Extra[ext] = data
		}
	}
	p.extraSamples = append(p.extraSamples, s)
	return nil
}

// planFile is carokit's own plan in a problem folder ("run" and "file"
// lines under "@subtask N" headers, paths relative to the folder).
const planFile = "plan.txt"

// ownPlan takes the folder's plan.txt as it is: subtask N is the group
// secret/subtaskN, with data/'s settings for it when data/ has that
// folder, else data/secret's.
func (p *Problem) ownPlan(text []byte) (string, []*format.Group, error) {
	parsed, err := plan.Parse(filepath.Join(p.meta.Dir, planFile), text)
	if err != nil {
		return "", nil, err
	}
	groups := make([]*format.Group, len(parsed.Groups))
	for i, g := range parsed.Groups {
		if g.Subtask != i+1 {
			return "", nil, fmt.Errorf("%s: subtask %d comes where %d is expected: number the @subtask headers 1, 2, ... in order", planFile, g.Subtask, i+1)
		}
		path := fmt.Sprintf("secret/subtask%d", g.Subtask)
		s := format.RootSettings()
		if found := p.data.Secret.Find(path); found != nil {
			s = found.Settings
		} else if p.data.Secret != nil {
			s = p.data.Secret.Settings
		}
		groups[i] = &format.Group{Path: path, Settings: s}
	}
	return string(text), groups, nil
}
