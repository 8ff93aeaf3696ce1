package judge

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"carokit/internal/shard"
	"carokit/problem"
	"carokit/report"
)

// Campaign is the identity of a judge campaign: shards of different
// campaigns must not be merged.
type Campaign struct {
	Problem string `json:"problem"`
	// PackageSHA256 is the SHA-256 of the package's manifest.json, which
	// holds the size and SHA-256 of every file of the package.
	PackageSHA256 string        `json:"package_sha256"`
	Scoring       string        `json:"scoring"`
	TimeLimit     time.Duration `json:"time_limit_ns"`
	MemoryLimit   int64         `json:"memory_limit_bytes"`
	Solutions     []string      `json:"solutions"` // in the order of the table
	Tests         []TestInfo    `json:"tests"`
	Runs          int           `json:"runs"` // solutions × tests
}

// Partial is what one shard of a judge campaign found: every solution's
// description and the results of the runs whose index is ≡ Shard (mod
// Shards). Merge puts the shards back together.
type Partial struct {
	Campaign  Campaign             `json:"campaign"`
	Shard     int                  `json:"shard"`
	Shards    int                  `json:"shards"`
	Subtasks  []report.SubtaskInfo `json:"subtasks"`
	Solutions []SolutionInfo       `json:"solution_info"`
	NotJudged []report.NotJudged   `json:"not_judged,omitempty"`
	Runs      []RunResult          `json:"runs"`
}

// SolutionInfo is what a report says about a solution besides its runs.
type SolutionInfo struct {
	Name         string            `json:"name"`
	Source       string            `json:"source"`
	Reference    bool              `json:"reference,omitempty"`
	Expected     []problem.Verdict `json:"expected,omitempty"`
	Declared     string            `json:"declared,omitempty"`
	CompileError string            `json:"compile_error,omitempty"`
}

// RunResult is the result of run Index (solution Index / tests, test
// Index % tests).
type RunResult struct {
	Index  int               `json:"index"`
	Result report.TestResult `json:"result"`
}

// JudgeShard judges the runs of shard opt.Shard of opt.Shards (see
// Options.Shard) and returns them for Merge.
func JudgeShard(ctx context.Context, opt Options) (*Partial, error) {
	if opt.Shards == 0 {
		opt.Shards = 1
	}
	c, err := judgeRuns(ctx, opt)
	if err != nil {
		return nil, err
	}
	sum, err := manifestSHA256(opt.PackageDir)
	if err != nil {
		return nil, err
	}
	rep := buildReport(c.manifest, c.spec, opt.Scoring, "", c.tl, nil, nil)
	p := &Partial{
		Campaign: Campaign{Problem: c.spec.Name, PackageSHA256: sum, Scoring: rep.Scoring, TimeLimit: c.tl, MemoryLimit: c.mem,
			Runs: len(c.runs)},
		Shard: opt.Shard, Shards: opt.Shards, Subtasks: rep.Subtasks, NotJudged: c.notJudged,
	}
	for _, t := range judgedTests(c.manifest) {
		p.Campaign.Tests = append(p.Campaign.Tests, TestInfo{Name: t.Name, Subtask: t.Subtask})
	}
	for _, e := range c.entries {
		p.Campaign.Solutions = append(p.Campaign.Solutions, e.name)
		p.Solutions = append(p.Solutions, SolutionInfo{Name: e.name, Source: e.source, Reference: e.reference,
			Expected: e.expected, Declared: e.declared, CompileError: e.compileErr})
	}
	k := opt.Shard
	for _, r := range c.mine {
		p.Runs = append(p.Runs, RunResult{Index: k, Result: r.result})
		k += opt.Shards
	}
	return p, nil
}

func manifestSHA256(dir string) (string, error) {
	b, err := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if err != nil {
		return "", fmt.Errorf("package checksum: %w", err)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// Merge puts the shards of one campaign back together into the report one
// machine would have made. names[i] names parts[i] in errors. Every shard
// 0…M-1 must be there exactly once, all of the same campaign.
func Merge(names []string, parts []*Partial) (*report.Report, error) {
	if len(parts) == 0 {
		return nil, fmt.Errorf("merge: no judge results given")
	}
	first := parts[0]
	if len(names) != len(parts) {
		return nil, fmt.Errorf("merge: %d names for %d results", len(names), len(parts))
	}
	// Nothing of a file is used before it is checked: a count, an index
	// or a weight from a hostile or broken file was a panic, an
	// allocation of terabytes or a score of +Inf.
	for n, p := range parts {
		if p == nil {
			return nil, fmt.Errorf("%s: no judge result in it", names[n])
		}
		if err := checkCampaign(p); err != nil {
			return nil, fmt.Errorf("%s: %w", names[n], err)
		}
	}
	if err := checkShards(names, parts); err != nil {
		return nil, err
	}
	c := first.Campaign
	// Each shard holds exactly its share (checkRuns), the shards are
	// each there once: c.Runs is what the files hold.
	results := make([]*report.TestResult, c.Runs)
	for n, p := range parts {
		for _, r := range p.Runs {
			if results[r.Index] != nil {
				return nil, fmt.Errorf("%s: run %d given twice", names[n], r.Index)
			}
			results[r.Index] = &r.Result
		}
	}
	rep := &report.Report{Problem: c.Problem, Scoring: c.Scoring, TimeLimit: c.TimeLimit, Subtasks: first.Subtasks, NotJudged: first.NotJudged}
	for _, t := range c.Tests {
		if t.Subtask == report.SampleGroup {
			rep.Samples++
		}
	}
	tests := len(c.Tests)
	for i, info := range first.Solutions {
		s := report.SolutionResult{Name: info.Name, Source: info.Source, Reference: info.Reference,
			Expected: info.Expected, Declared: info.Declared, CompileError: info.CompileError}
		for _, r := range results[i*tests : (i+1)*tests] {
			s.Tests = append(s.Tests, *r)
		}
		s.Summarize(rep.Subtasks, c.Scoring)
		rep.Solutions = append(rep.Solutions, s)
	}
	return rep, nil
}

// checkShards says which shards are missing, given twice or of another
// campaign.
func checkShards(names []string, parts []*Partial) error {
	indices, counts := make([]int, len(parts)), make([]int, len(parts))
	for n, p := range parts {
		indices[n], counts[n] = p.Shard, p.Shards
		if !sameCampaign(p, parts[0]) {
			return fmt.Errorf("%s and %s are shards of different campaigns (problem, package, solutions or limits differ)", names[n], names[0])
		}
		if !sameDescription(p, parts[0]) {
			return fmt.Errorf("%s and %s describe the campaign differently (subtasks, solutions or submissions not judged differ)", names[n], names[0])
		}
	}
	if err := shard.Check(names, indices, counts); err != nil {
		return fmt.Errorf("merge: %w", err)
	}
	return nil
}

func sameCampaign(a, b *Partial) bool {
	x, y := a.Campaign, b.Campaign
	return x.Problem == y.Problem && x.PackageSHA256 == y.PackageSHA256 && x.Scoring == y.Scoring &&
		x.TimeLimit == y.TimeLimit && x.MemoryLimit == y.MemoryLimit && x.Runs == y.Runs &&
		slices.Equal(x.Solutions, y.Solutions) && slices.Equal(x.Tests, y.Tests)
}

// sameDescription: what Merge takes from the first shard, the others
// say alike.
func sameDescription(a, b *Partial) bool {
	return slices.Equal(a.Subtasks, b.Subtasks) && slices.Equal(a.NotJudged, b.NotJudged) &&
		slices.EqualFunc(a.Solutions, b.Solutions, func(x, y SolutionInfo) bool {
			return x.Name == y.Name && x.Source == y.Source && x.Reference == y.Reference && slices.Equal(x.Expected, y.Expected) &&
				x.Declared == y.Declared && x.CompileError == y.CompileError
		})
}

// TestInfo names a test of the package and its subtask.
type TestInfo struct {
	Name    string `json:"name"`
	Subtask int    `json:"subtask"`
}
