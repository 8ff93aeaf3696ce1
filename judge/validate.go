package judge

import (
	"fmt"
	"math"
	"slices"

	"carokit/internal/shard"
	"carokit/problem"
	"carokit/report"
)

// MaxWeight bounds a subtask's weight, and the weights' sum, in a result
// file: a package's weights are percents; 1e308 printed +Inf.
const MaxWeight = 1e6

// checkCampaign checks what a result file says about its own campaign,
// before Merge uses any of it: counts within bounds, the runs those of
// its solutions and tests, weights finite and sane, the tests' subtasks
// the package's.
func checkCampaign(p *Partial) error {
	c := &p.Campaign
	if p.Shards < 1 || p.Shards > shard.Max {
		return fmt.Errorf("shard count %d: want 1 to %d", p.Shards, shard.Max)
	}
	if p.Shard < 0 || p.Shard >= p.Shards {
		return fmt.Errorf("shard %d/%d: want 0 ≤ I < M", p.Shard, p.Shards)
	}
	if c.Runs < 0 || c.Runs != len(c.Solutions)*len(c.Tests) {
		return fmt.Errorf("runs %d: the campaign has %d solutions × %d tests", c.Runs, len(c.Solutions), len(c.Tests))
	}
	if c.TimeLimit < 0 || c.MemoryLimit < 0 {
		return fmt.Errorf("negative limit (time %d ns, memory %d bytes)", c.TimeLimit, c.MemoryLimit)
	}
	if err := report.CheckScoring(c.Scoring); err != nil {
		return err
	}
	if err := checkSubtasks(p.Subtasks, c.Tests); err != nil {
		return err
	}
	if len(p.Solutions) != len(c.Solutions) {
		return fmt.Errorf("%d solution_info entries for the campaign's %d solutions", len(p.Solutions), len(c.Solutions))
	}
	for i, s := range p.Solutions {
		if s.Name != c.Solutions[i] {
			return fmt.Errorf("solution_info %d is %q, the campaign's solution %d is %q", i, s.Name, i, c.Solutions[i])
		}
		for _, v := range s.Expected {
			if !known(v) {
				return fmt.Errorf("solution %q: unknown expected verdict %q", s.Name, v)
			}
		}
	}
	return checkRuns(p)
}

// checkSubtasks: unique IDs (never the samples' group), weights in
// [0, MaxWeight] summing to at most MaxWeight, test counts the tests'.
func checkSubtasks(subtasks []report.SubtaskInfo, tests []TestInfo) error {
	count := map[int]int{}
	for _, t := range tests {
		count[t.Subtask]++
	}
	sum, seen := 0.0, map[int]bool{report.SampleGroup: true}
	for _, s := range subtasks {
		if seen[s.ID] {
			return fmt.Errorf("subtask %d given twice (or as the samples' group)", s.ID)
		}
		seen[s.ID] = true
		if math.IsNaN(s.Weight) || s.Weight < 0 || s.Weight > MaxWeight {
			return fmt.Errorf("subtask %d: weight %g: want 0 to %g", s.ID, s.Weight, float64(MaxWeight))
		}
		if sum += s.Weight; sum > MaxWeight {
			return fmt.Errorf("subtask weights sum past %g", float64(MaxWeight))
		}
		if s.Tests != count[s.ID] {
			return fmt.Errorf("subtask %d: %d tests, the campaign lists %d", s.ID, s.Tests, count[s.ID])
		}
	}
	for _, t := range tests {
		if !seen[t.Subtask] {
			return fmt.Errorf("test %q: subtask %d is not one of the package's", t.Name, t.Subtask)
		}
	}
	return nil
}

// checkRuns: every run of the shard's share there (so that Merge
// allocates no more than the files hold), each in the share, and a result
// of the test the campaign says it is.
func checkRuns(p *Partial) error {
	c := &p.Campaign
	share := 0
	if p.Shard < c.Runs {
		share = (c.Runs-p.Shard-1)/p.Shards + 1
	}
	if len(p.Runs) != share {
		return fmt.Errorf("shard %d/%d holds %d runs of its %d: it stopped before the end, or is not this campaign's", p.Shard, p.Shards, len(p.Runs), share)
	}
	for _, r := range p.Runs {
		if r.Index < 0 || r.Index >= c.Runs || r.Index%p.Shards != p.Shard {
			return fmt.Errorf("run %d does not belong to shard %d/%d of %d runs", r.Index, p.Shard, p.Shards, c.Runs)
		}
		t, res := c.Tests[r.Index%len(c.Tests)], &r.Result
		switch {
		case res.Name != t.Name || res.Subtask != t.Subtask:
			return fmt.Errorf("run %d is of test %q (subtask %d), the campaign's is %q (subtask %d)", r.Index, res.Name, res.Subtask, t.Name, t.Subtask)
		case res.Skipped != (res.Verdict == "") || (!res.Skipped && !known(res.Verdict)):
			return fmt.Errorf("run %d: verdict %q (not run: %v)", r.Index, res.Verdict, res.Skipped)
		case res.CPU < 0 || res.Wall < 0 || res.PeakKiB < 0 || res.Work < 0:
			return fmt.Errorf("run %d: a negative time, memory or work", r.Index)
		}
	}
	return nil
}

// known: one of the verdicts a run can get.
func known(v problem.Verdict) bool {
	return slices.Contains([]problem.Verdict{problem.OK, problem.WA, problem.TLE, problem.MLE, problem.OLE, problem.RE, problem.CE}, v)
}
