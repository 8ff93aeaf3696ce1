// Package scaffold writes a new folder problem, what `carokit new DIR`
// creates: a Kattis problem package (format 2025-09) that works at once
// with carokit and with BAPCtools.
//
// The problem it writes is "output the sum of N integers" (N <= 1000,
// |a| <= 1e9), every file a starting point to edit:
//
//	problem.yaml                      name, uuid (a new random one), time limit
//	statement/problem.en.md, .en.tex  the statement (.tex for BAPCtools' PDF)
//	input_validators/validator.cpp    exit 42 accepts, 43 rejects; --max-n K
//	generators/gen.cpp                gen SEED N MAXV
//	generators/generators.yaml        a sample and two secret groups
//	data/sample/1.in, 1.ans           the sample, as generators.yaml writes it
//	submissions/accepted/sol.cpp      64-bit sum
//	submissions/wrong_answer/wrong.cpp 32-bit sum: wrong on the large group
//
// The templates are embedded in the binary (template/ beside this file);
// only problem.yaml and the statements are filled in (name, uuid, author).
package scaffold

import (
	"bytes"
	"crypto/rand"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"text/template"

	"go.yaml.in/yaml/v3"

	"carokit/internal/safefile"
)

//go:embed all:template all:interactive
var templates embed.FS

// templateSuffix marks the files that are filled in; the others are copied.
const templateSuffix = ".tmpl"

// Options say what to write.
type Options struct {
	// Name is the problem's English name; "" means the folder's base name.
	Name string
	// Author goes to problem.yaml's credits; "" means "unknown".
	Author string
	// UUID is problem.yaml's uuid; "" means a new random (version 4) one.
	UUID string
	// Interactive asks for an interactive problem instead: guess a number
	// from 1 to 10^9 (interactive/ beside this file), with an interactor
	// in output_validator/, a submission that never flushes among the
	// time-limit-exceeded ones, and one off by one among the wrong ones.
	Interactive bool
}

// Write creates the new problem in dir, which must not exist or be an
// empty folder: Write never overwrites a file.
func Write(dir string, opt Options) error {
	if err := checkEmpty(dir); err != nil {
		return err
	}
	vals, err := values(dir, opt)
	if err != nil {
		return err
	}
	root := "template"
	if opt.Interactive {
		root = "interactive"
	}
	files, err := filesFrom(root, vals)
	if err != nil {
		return err
	}
	for _, name := range slices.Sorted(maps.Keys(files)) { // deterministic order
		dest := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(dest), 0o755); err != nil {
			return fmt.Errorf("new: %w", err)
		}
		if err := safefile.Write(dest, files[name], 0o644); err != nil {
			return fmt.Errorf("new: %w", err)
		}
	}
	return nil
}

// Values are what the templates are filled in with.
type Values struct {
	Name, Author, UUID string
}

// Files returns the pass-fail problem's files, by slash path, filled in
// with v.
func Files(v Values) (map[string][]byte, error) { return filesFrom("template", v) }

// InteractiveFiles returns the interactive problem's files.
func InteractiveFiles(v Values) (map[string][]byte, error) { return filesFrom("interactive", v) }

// filesFrom fills in the templates under root.
func filesFrom(root string, v Values) (map[string][]byte, error) {
	files := map[string][]byte{}
	err := fs.WalkDir(templates, root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := templates.ReadFile(p)
		if err != nil {
			return err
		}
		name := strings.TrimPrefix(p, root+"/")
		if strings.HasSuffix(name, templateSuffix) {
			name = strings.TrimSuffix(name, templateSuffix)
			if data, err = fill(name, data, v); err != nil {
				return err
			}
		}
		files[name] = data
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("new: reading the embedded templates: %w", err)
	}
	return files, nil
}

// fill executes one template with v.
func fill(name string, text []byte, v Values) ([]byte, error) {
	t, err := template.New(name).Option("missingkey=error").Funcs(template.FuncMap{
		"yaml": yamlScalar,
		"tex":  TeXEscape,
	}).Parse(string(text))
	if err != nil {
		return nil, fmt.Errorf("new: template %s: %w", name, err)
	}
	var b bytes.Buffer
	if err := t.Execute(&b, v); err != nil {
		return nil, fmt.Errorf("new: template %s: %w", name, err)
	}
	return b.Bytes(), nil
}

// values resolves opt's defaults for the problem in dir.
func values(dir string, opt Options) (Values, error) {
	v := Values{Name: opt.Name, Author: opt.Author, UUID: opt.UUID}
	if v.Name == "" {
		abs, err := filepath.Abs(dir)
		if err != nil {
			return v, fmt.Errorf("new: %w", err)
		}
		v.Name = filepath.Base(abs)
	}
	if strings.ContainsAny(v.Name, "\n\r") {
		return v, errors.New("new: the name must be one line")
	}
	if v.Author == "" {
		v.Author = "unknown"
	}
	if v.UUID == "" {
		v.UUID = randomUUID()
	}
	return v, nil
}

// checkEmpty accepts a missing path or an empty folder.
func checkEmpty(dir string) error {
	entries, err := os.ReadDir(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return fmt.Errorf("new: %w (give a new or an empty folder)", err)
	case len(entries) > 0:
		return fmt.Errorf("new: %s is not empty: give a new or an empty folder", dir)
	}
	return nil
}

// randomUUID is an RFC 9562 version 4 (random) uuid, written by hand for the
// reason testpkg.ProblemUUID gives (google/uuid links cgo into carokit).
func randomUUID() string {
	var u [16]byte
	_, _ = rand.Read(u[:])  // crypto/rand.Read never fails (Go 1.24+)
	u[6] = u[6]&0x0f | 0x40 // version 4
	u[8] = u[8]&0x3f | 0x80 // the RFC 9562 variant
	return fmt.Sprintf("%x-%x-%x-%x-%x", u[0:4], u[4:6], u[6:8], u[8:10], u[10:16])
}

// yamlScalar writes s as one YAML scalar (quoted when YAML needs it).
func yamlScalar(s string) (string, error) {
	b, err := yaml.Marshal(s)
	if err != nil {
		return "", err
	}
	return strings.TrimSuffix(string(b), "\n"), nil
}

// texSpecial maps each character LaTeX gives a meaning to onto text that
// prints it.
var texSpecial = strings.NewReplacer(
	`\`, `\textbackslash{}`, `{`, `\{`, `}`, `\}`, `$`, `\$`, `&`, `\&`,
	`#`, `\#`, `%`, `\%`, `_`, `\_`, `~`, `\textasciitilde{}`, `^`, `\textasciicircum{}`,
)

// TeXEscape returns s as LaTeX text that prints s.
func TeXEscape(s string) string { return texSpecial.Replace(s) }
