package testpkg

import (
	"reflect"
	"strings"
	"testing"
)

// mutationShards is a campaign of five mutants over two subtasks split
// in two shards: mutant 0 killed, 1 a gap in subtask 2, 2 does not
// compile, 3 marked equivalent, 4 likely equivalent in subtask 1.
func mutationShards() []*MutationPartial {
	c := MutationCampaign{Problem: "p", PackageSHA256: "ab", Source: "s.cpp", SourceSHA256: "cd", Seed: 7, Cases: 10,
		Mutants: []string{"000000000000", "111111111111", "222222222222", "333333333333", "444444444444"},
		Learn:   []int{0, 2, 4}, Learned: []int{0, 4}, Equivalent: []string{"333333333333"}, Subtasks: []int{1, 2},
		Tests: []TestRef{{1, "a"}, {1, "b"}, {2, "c"}}}
	cell := func(s int, outcome, by string) MutantCell {
		c := MutantCell{Subtask: s, Outcome: outcome, KilledBy: by}
		if by != "" {
			c.Verdict = "WA"
		}
		return c
	}
	outcomes := []MutantOutcome{
		{ID: "000000000000", Subtasks: []MutantCell{cell(1, MutantKilled, "b"), cell(2, MutantKilled, "c")}},
		{ID: "111111111111", Subtasks: []MutantCell{cell(1, MutantKilled, "b"), cell(2, MutantGap, "")},
			Gaps: []MutationGap{{Subtask: 2, FitsIn: 2, Verdict: "WA", Seed: 7, Case: 3, Cases: 4}}},
		{},
		{ID: "333333333333", Subtasks: []MutantCell{cell(1, MutantMarkedEquivalent, ""), cell(2, MutantMarkedEquivalent, "")}},
		{ID: "444444444444", Subtasks: []MutantCell{cell(1, MutantLikelyEquivalent, ""), cell(2, MutantKilled, "c")}},
	}
	var parts []*MutationPartial
	for i := range 2 {
		p := &MutationPartial{Campaign: c, Shard: i, Shards: 2, NotCompiling: []int{}}
		for k, o := range outcomes {
			switch {
			case !p.Owns(k):
			case k == 2:
				p.NotCompiling = append(p.NotCompiling, k)
			default:
				p.Mutants = append(p.Mutants, IndexedOutcome{Index: k, Outcome: o})
			}
		}
		parts = append(parts, p)
	}
	return parts
}

// TestMergeMutationChecks: the shards of a campaign merge into the
// whole record (scores, top killers ranked by kills then plan order),
// and each way a result file can lie about its campaign or hold what is
// not its shard's is refused, naming it, before anything of it is used.
func TestMergeMutationChecks(t *testing.T) {
	mu, err := MergeMutation([]string{"a", "b"}, mutationShards())
	if err != nil {
		t.Fatal(err)
	}
	if mu.Generated != 5 || mu.NotCompiling != 1 || len(mu.Mutants) != 4 || mu.Mutants[3].ID != "444444444444" {
		t.Errorf("merged %+v", mu)
	}
	wantScores := []MutationSubtask{{ID: 1, Total: 4, Killed: 2, Equivalent: 2, Score: 1}, {ID: 2, Total: 4, Killed: 2, Gaps: 1, Equivalent: 1, Score: 2.0 / 3}}
	if !reflect.DeepEqual(mu.Subtasks, wantScores) {
		t.Errorf("scores %+v, want %+v", mu.Subtasks, wantScores)
	}
	if want := []TestKill{{1, "b", 2}, {2, "c", 2}}; !reflect.DeepEqual(mu.TopKillers, want) {
		t.Errorf("top killers %+v, want %+v (a tie in plan order)", mu.TopKillers, want)
	}
	cases := []struct {
		name  string
		shard int
		spoil func(p *MutationPartial)
		want  string
	}{
		{"shard count", 0, func(p *MutationPartial) { p.Shards = 0 }, "shard count 0"},
		{"index past its count", 1, func(p *MutationPartial) { p.Shard = 2 }, "want 0 ≤ I < M"},
		{"a mutant of the other shard", 0, func(p *MutationPartial) { p.Mutants[1].Index = 1 }, "not one of the mutants of shard 0/2"},
		{"a mutant twice", 0, func(p *MutationPartial) { p.Mutants[1] = p.Mutants[0] }, "given twice"},
		{"an index past the mutants", 1, func(p *MutationPartial) { p.Mutants[0].Index = 7 }, "not one of the mutants"},
		{"a mutant left out", 1, func(p *MutationPartial) { p.Mutants = p.Mutants[1:] }, "its share of the 5 mutants is 2"},
		{"another id at the index", 0, func(p *MutationPartial) { p.Mutants[0].Outcome.ID = "999999999999" }, "the campaign's mutant 0"},
		{"a malformed id", 0, func(p *MutationPartial) { p.Campaign.Mutants[3] = "<script>" }, "malformed"},
		{"a test not of the campaign", 0, func(p *MutationPartial) { p.Mutants[0].Outcome.Subtasks[0].KilledBy = "zz" }, "not a test of it"},
		{"a killer of another subtask", 0, func(p *MutationPartial) { p.Mutants[0].Outcome.Subtasks[0].KilledBy = "c" }, "not a test of it"},
		{"an unknown outcome", 0, func(p *MutationPartial) { p.Mutants[0].Outcome.Subtasks[0].Outcome = "maybe" }, "unknown outcome"},
		{"a subtask missing", 0, func(p *MutationPartial) { p.Mutants[0].Outcome.Subtasks = p.Mutants[0].Outcome.Subtasks[:1] }, "1 subtasks, the campaign has 2"},
		{"a gap without its counterexample", 1, func(p *MutationPartial) { p.Mutants[0].Outcome.Gaps = nil }, "0 counterexamples for 1 gaps"},
		{"a counterexample of another seed", 1, func(p *MutationPartial) { p.Mutants[0].Outcome.Gaps[0].Seed = 8 }, "seed 8"},
		{"a marked mutant run", 1, func(p *MutationPartial) { p.Mutants[1].Outcome.Subtasks[0].Outcome = MutantKilled }, "marks it equivalent"},
		{"a learner that compiled nowhere", 0, func(p *MutationPartial) {
			p.NotCompiling = []int{}
			p.Mutants = append(p.Mutants, IndexedOutcome{2, MutantOutcome{ID: "222222222222", Subtasks: []MutantCell{{Subtask: 1, Outcome: MutantKilled, KilledBy: "a"}, {Subtask: 2, Outcome: MutantKilled, KilledBy: "c"}}}})
		}, "learning mutant 2 compiled in this shard"},
		{"a learned mutant not compiling", 0, func(p *MutationPartial) { p.Campaign.Learned = []int{0, 2, 4} }, "does not compile, but the campaign says it compiled"},
		{"another campaign", 1, func(p *MutationPartial) { p.Campaign.Cap = 3 }, "different mutation runs"},
		{"a negative budget", 1, func(p *MutationPartial) { p.Campaign.Cases = -1 }, "budget -1 cases"},
		{"a test twice", 0, func(p *MutationPartial) { p.Campaign.Tests = append(p.Campaign.Tests, TestRef{1, "a"}) }, "given twice"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			parts := mutationShards()
			c.spoil(parts[c.shard])
			_, err := MergeMutation([]string{"a", "b"}, parts)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want one saying %q", err, c.want)
			}
		})
	}
}
