package testpkg

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// ManifestFile is the manifest's name inside a package folder.
const ManifestFile = "manifest.json"

// Manifest describes a built package: everything needed to judge it, to
// export it to another judge's format, and to reproduce each test.
type Manifest struct {
	Problem       string         `json:"problem"`
	Title         string         `json:"title"`
	Seed          uint64         `json:"seed"`
	TimeLimitMS   int64          `json:"time_limit_ms"`
	MemoryLimitMB int64          `json:"memory_limit_mib"`
	WorkUnit      string         `json:"work_unit"`
	Subtasks      []SubtaskEntry `json:"subtasks"`
	Samples       []TestEntry    `json:"samples"`
	Tests         []TestEntry    `json:"tests"`
}

// SubtaskEntry is one scored group.
type SubtaskEntry struct {
	ID     int     `json:"id"`
	Group  string  `json:"group"` // folder name under data/secret, e.g. "subtask1"
	Weight float64 `json:"weight"`
	Note   string  `json:"note"`
}

// TestEntry is one test: where its files are, how it was made, what it holds.
type TestEntry struct {
	Name         string            `json:"name"`    // e.g. "05-mid-fill"
	Subtask      int               `json:"subtask"` // 0 for samples
	Input        string            `json:"input"`   // path relative to the package folder
	Answer       string            `json:"answer"`  // path relative to the package folder
	Kind         string            `json:"kind"`
	Params       map[string]string `json:"params,omitempty"`
	Seed         uint64            `json:"seed"`
	Command      string            `json:"command"` // reproduces the input byte for byte
	AnswerText   string            `json:"answer_text"`
	Facts        map[string]string `json:"facts,omitempty"` // what the generator planted
	Values       map[string]int64  `json:"values"`          // measured sizes (N, K)
	InputSHA256  string            `json:"input_sha256"`
	AnswerSHA256 string            `json:"answer_sha256"`
	Work         map[string]int64  `json:"work,omitempty"`    // built-in solution → work units
	Failing      []string          `json:"failing,omitempty"` // built-ins that answer this test wrongly
}

// Load reads the manifest of the package in dir.
func Load(dir string) (*Manifest, error) {
	data, err := os.ReadFile(filepath.Join(dir, ManifestFile))
	if err != nil {
		return nil, fmt.Errorf("read package: %w", err)
	}
	var m Manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("read package %s: %w", filepath.Join(dir, ManifestFile), err)
	}
	return &m, nil
}

// TestsOf returns the tests of subtask id, in order.
func (m *Manifest) TestsOf(id int) []TestEntry {
	var out []TestEntry
	for _, t := range m.Tests {
		if t.Subtask == id {
			out = append(out, t)
		}
	}
	return out
}

// Verify checks that every file the manifest names is still the one that
// was built and certified (SHA-256), so a package edited by hand since is
// refused rather than judged.
func (m *Manifest) Verify(dir string) error {
	for _, list := range [][]TestEntry{m.Samples, m.Tests} {
		for _, t := range list {
			for _, f := range []struct{ rel, sum string }{{t.Input, t.InputSHA256}, {t.Answer, t.AnswerSHA256}} {
				data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(f.rel)))
				if err != nil {
					return fmt.Errorf("verify package: %w", err)
				}
				if f.sum != "" && digest(data) != f.sum {
					return fmt.Errorf("verify package: %s changed since the package was built (SHA-256 differs from manifest.json); rebuild it with carokit package", filepath.Join(dir, f.rel))
				}
			}
		}
	}
	return nil
}
