package testpkg

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Owned are the entries of a package folder that carokit writes and a
// rebuild replaces; problem.yaml is replaced only while it is unchanged
// since carokit wrote it. Everything else in the folder is the setter's
// and is kept.
var Owned = []string{"data", ManifestFile, "plan.txt", "problem.yaml"}

// setterEntries are the entries of a Kattis problem folder that carokit
// never writes: a folder holding nothing else (and no manifest.json) is a
// problem folder waiting for its tests, which a build may add to.
var setterEntries = []string{
	"attachments", "generators", "include", "input_validators", "output_validator", "output_validators",
	"problem.yaml", "problem_statement", "solution", "static_validator", "statement", "submissions",
}

// target is the folder a build writes into, as found before the build.
type target struct {
	dir    string    // the real folder: --out, or the folder a symbolic link --out points to
	exists bool      // dir exists: the package is swapped into it entry by entry
	old    *Manifest // the manifest carokit wrote there before, if any
	legacy bool      // old has no format: an older carokit wrote it
}

// findTarget decides whether a build may write into out and how. It
// refuses, in one line naming the folder and why, anything that is not an
// empty folder, a carokit package or a setter's problem folder.
func findTarget(out string) (*target, error) {
	out = filepath.Clean(out)
	t := &target{dir: out}
	info, err := os.Lstat(out)
	if errors.Is(err, fs.ErrNotExist) {
		return t, nil
	}
	if err != nil {
		return nil, fmt.Errorf("package folder: %w", err)
	}
	if info.Mode()&fs.ModeSymlink != 0 {
		// The link is the setter's; the package goes where it points.
		if t.dir, err = filepath.EvalSymlinks(out); err != nil {
			return nil, fmt.Errorf("package folder %s is a symbolic link that does not lead to a folder: %w", out, unwrapPath(err))
		}
		if info, err = os.Stat(t.dir); err != nil {
			return nil, fmt.Errorf("package folder: %w", err)
		}
	}
	if !info.IsDir() {
		return nil, fmt.Errorf("refusing to write the package into %s: it is a file, not a folder", out)
	}
	t.exists = true
	data, err := readSmall(filepath.Join(t.dir, ManifestFile), maxManifestBytes)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return t, checkUnowned(out, t.dir)
	case err != nil:
		return nil, fmt.Errorf("refusing to write the package into %s: its %s is unreadable (%v)", out, ManifestFile, err)
	}
	if t.old, t.legacy, err = ownManifest(data); err != nil {
		return nil, fmt.Errorf("refusing to write the package into %s: its %s is not carokit's (%v)", out, ManifestFile, err)
	}
	return t, nil
}

// checkUnowned accepts a folder without manifest.json only if it is empty
// or holds nothing but a setter's problem files, none of which carokit
// writes over.
func checkUnowned(out, dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return fmt.Errorf("package folder: %w", err)
	}
	for _, e := range entries {
		if !slices.Contains(setterEntries, e.Name()) {
			return fmt.Errorf("refusing to write the package into %s: it is not empty and has no %s, so it is not a carokit package (it holds %s)", out, ManifestFile, e.Name())
		}
	}
	return nil
}

// ownManifest says whether data is a manifest carokit wrote: one with
// carokit's format and a version this carokit knows, or one from before
// the format was recorded, recognised by having only the fields those
// versions wrote, a problem, tests, and every test file under data/.
func ownManifest(data []byte) (m *Manifest, legacy bool, err error) {
	var probe struct {
		Format        string `json:"format"`
		FormatVersion int    `json:"format_version"`
	}
	if err := json.Unmarshal(data, &probe); err != nil {
		return nil, false, fmt.Errorf("not a JSON object: %v", err)
	}
	switch {
	case probe.Format == Format && probe.FormatVersion > FormatVersion:
		return nil, false, fmt.Errorf("written by a newer carokit, format_version %d", probe.FormatVersion)
	case probe.Format == Format && probe.FormatVersion >= 1:
		m = &Manifest{}
		if err := json.Unmarshal(data, m); err != nil {
			return nil, false, err
		}
		return m, false, nil
	case probe.Format != "":
		return nil, false, fmt.Errorf("its format is %q version %d", probe.Format, probe.FormatVersion)
	}
	noFormat := fmt.Sprintf("no \"format\": %q", Format)
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	m = &Manifest{}
	if err := dec.Decode(m); err != nil {
		return nil, false, fmt.Errorf("%s; %v", noFormat, err)
	}
	if m.Problem == "" || len(m.Tests) == 0 {
		return nil, false, fmt.Errorf("%s, no problem or no tests", noFormat)
	}
	for _, list := range [][]TestEntry{m.Samples, m.Tests} {
		for _, e := range list {
			for _, f := range e.files() {
				if !strings.HasPrefix(f.rel, "data/") || checkRel(f.rel) != nil {
					return nil, false, fmt.Errorf("%s, and a test file outside data/: %q", noFormat, f.rel)
				}
			}
		}
	}
	return m, true, nil
}

// ownsProblemYAML says whether the problem.yaml in t.dir, whose content
// is cur, may be replaced: carokit wrote it and nobody has edited it
// since (its SHA-256 is the one recorded, or for an older manifest it is
// what carokit writes for that manifest), or it already is what carokit
// would write now.
func (t *target) ownsProblemYAML(cur, next []byte) bool {
	if bytes.Equal(cur, next) {
		return true
	}
	if t.old == nil {
		return false
	}
	if t.legacy {
		return bytes.Equal(cur, ProblemYAML(t.old))
	}
	return t.old.ProblemYAMLSHA256 != "" && digest(cur) == t.old.ProblemYAMLSHA256
}

// yamlDifferences names, for the setter, the values of their problem.yaml
// (cur) that differ from carokit's (next): "name (\"My Caro\" here,
// \"Caro\" from carokit)", keys nested with dots.
func yamlDifferences(cur, next []byte) string {
	var a, b map[string]any
	if err := yaml.Unmarshal(cur, &a); err != nil {
		return "it is not valid YAML: " + strings.ReplaceAll(err.Error(), "\n", " ")
	}
	if err := yaml.Unmarshal(next, &b); err != nil {
		return "carokit's own problem.yaml does not parse: " + err.Error()
	}
	fa, fb := map[string]string{}, map[string]string{}
	flatten("", a, fa)
	flatten("", b, fb)
	keys := slices.Sorted(maps.Keys(fb))
	for k := range fa {
		if _, ok := fb[k]; !ok {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	var diffs []string
	for _, k := range keys {
		va, inA := fa[k]
		vb, inB := fb[k]
		switch {
		case !inA:
			diffs = append(diffs, fmt.Sprintf("%s (missing here, %s from carokit)", k, vb))
		case !inB:
			diffs = append(diffs, fmt.Sprintf("%s (%s here, not written by carokit)", k, va))
		case va != vb:
			diffs = append(diffs, fmt.Sprintf("%s (%s here, %s from carokit)", k, va, vb))
		}
	}
	if len(diffs) == 0 {
		return "no value differs, only the layout"
	}
	return strings.Join(diffs, ", ")
}

// flatten records every scalar of v under its dotted key.
func flatten(prefix string, v any, out map[string]string) {
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			key := k
			if prefix != "" {
				key = prefix + "." + k
			}
			flatten(key, x, out)
		}
	default:
		data, _ := json.Marshal(v)
		out[prefix] = string(data)
	}
}
