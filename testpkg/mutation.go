package testpkg

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"carokit/internal/safefile"
	"carokit/problem"
)

// Mutation is a package's strength against automatic mutants of a
// submission (package --mutate), as the manifest records it.
type Mutation struct {
	Source       string `json:"source"` // the submission mutated, as given
	SourceSHA256 string `json:"source_sha256"`
	Seed         uint64 `json:"seed"`
	Cap          int    `json:"cap"`       // --mutants (0: every one)
	Generated    int    `json:"generated"` // mutants made (after the cap)
	// NotCompiling counts the mutants dropped because they do not compile.
	NotCompiling int               `json:"not_compiling"`
	Subtasks     []MutationSubtask `json:"subtasks"`
	// Before are the scores before --strengthen added tests (nil: it
	// added none).
	Before     []MutationSubtask `json:"before_strengthen,omitempty"`
	Mutants    []MutantOutcome   `json:"mutants"`
	TopKillers []TestKill        `json:"top_killers,omitempty"`
	// Added are the tests --strengthen added (their files), each with the
	// mutant it kills.
	Added []AddedTest `json:"added,omitempty"`
}

// MutationSubtask is one subtask's mutation score.
type MutationSubtask struct {
	ID         int `json:"id"`
	Total      int `json:"total"`      // mutants run here
	Killed     int `json:"killed"`     // killed by a test of the package
	Gaps       int `json:"gaps"`       // survivors stress kills
	Equivalent int `json:"equivalent"` // survivors likely or marked equivalent
	// NotSearched are survivors no case of the search could be a test
	// for: neither killed nor shown equivalent, they count against the
	// score as survivors do.
	NotSearched int `json:"not_searched,omitempty"`
	// Score is Killed / (Total − Equivalent), 1 when nothing is left.
	Score float64 `json:"score"`
}

// The outcomes of a mutant in a subtask.
const (
	MutantKilled           = "killed"
	MutantGap              = "gap"               // survived, stress found a difference
	MutantLikelyEquivalent = "likely-equivalent" // survived, stress found none within the budget
	MutantMarkedEquivalent = "marked-equivalent" // the plan's @equivalent
	// MutantNotSearched: survived, and no case the search drew could be
	// a test of the subtask (Why says what each missed), so nothing is
	// known of it: never likely equivalent.
	MutantNotSearched = "not-searched"
)

// MutantOutcome is one mutant: the edit and what each subtask did to it.
type MutantOutcome struct {
	ID       string        `json:"id"`
	Operator string        `json:"operator"`
	Line     int           `json:"line"`
	Diff     string        `json:"diff"`
	Subtasks []MutantCell  `json:"subtasks"`
	Gaps     []MutationGap `json:"gaps,omitempty"`
}

// MutantCell is a mutant in one subtask.
type MutantCell struct {
	Subtask  int             `json:"subtask"`
	Outcome  string          `json:"outcome"`
	KilledBy string          `json:"killed_by,omitempty"`
	Verdict  problem.Verdict `json:"verdict,omitempty"`
	Why      string          `json:"why,omitempty"`
	// Searched is, for a survivor, on how many of the search's cases the
	// mutant ran: those that can be tests of the subtask (few, where its
	// tests must be large enough for a slow built-in to time out).
	Searched int `json:"searched,omitempty"`
}

// MutationGap is a survivor's counterexample: an input, shrunk, on
// which it and the reference differ.
type MutationGap struct {
	Subtask int `json:"subtask"` // where it survived
	FitsIn  int `json:"fits_in"` // the smallest subtask the input fits
	// TooSmall marks an input that fits the subtask but is no test of it
	// (a slow built-in must time out on its tests): a larger test that
	// shows the difference is missing; --strengthen cannot add this one.
	TooSmall bool `json:"too_small,omitempty"`
	// Enlarged is, for an input grown from a counterexample too small to
	// be a test (problem.Enlarger), which enlargement it is (1-based).
	Enlarged int             `json:"enlarged,omitempty"`
	Verdict  problem.Verdict `json:"verdict"`  // the mutant's on it
	Detail   string          `json:"detail"`   // why
	Input    string          `json:"input"`    // the shrunk input
	Answer   string          `json:"answer"`   // the reference's output on it
	Seed     uint64          `json:"seed"`     // of the stress run that found it
	Case     int             `json:"case"`     // its index there
	Elapsed  float64         `json:"seconds"`  // the search's time
	Cases    int             `json:"searched"` // cases tried
}

// AddedTest is a test --strengthen added.
type AddedTest struct {
	Mutant  string `json:"mutant"`
	Subtask int    `json:"subtask"`
	Path    string `json:"path"`
}

// Outcome is the mutant's worst outcome: a gap in any subtask, else
// not searched in one, else equivalent (likely, or marked) in one,
// else killed everywhere it ran.
func (o *MutantOutcome) Outcome() string {
	has := map[string]bool{}
	for _, c := range o.Subtasks {
		has[c.Outcome] = true
	}
	for _, k := range []string{MutantGap, MutantNotSearched, MutantLikelyEquivalent, MutantMarkedEquivalent} {
		if has[k] {
			return k
		}
	}
	return MutantKilled
}

// Score fills in the subtasks' scores from the mutants' cells.
func (mu *Mutation) Score(ids []int) {
	mu.Subtasks = mu.Subtasks[:0]
	for _, id := range ids {
		s := MutationSubtask{ID: id}
		for _, o := range mu.Mutants {
			for _, c := range o.Subtasks {
				if c.Subtask != id || c.Outcome == "" {
					continue
				}
				s.Total++
				switch c.Outcome {
				case MutantKilled:
					s.Killed++
				case MutantGap:
					s.Gaps++
				case MutantNotSearched:
					s.NotSearched++
				default:
					s.Equivalent++
				}
			}
		}
		s.Score = 1
		if n := s.Total - s.Equivalent; n > 0 {
			s.Score = float64(s.Killed) / float64(n)
		}
		mu.Subtasks = append(mu.Subtasks, s)
	}
}

// RecordMutation writes mu into the manifest of the package in dir
// (its "mutation"), leaving the rest of it as it was.
func RecordMutation(dir string, mu *Mutation) error {
	path := filepath.Join(dir, ManifestFile)
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("record the mutation run: %w", err)
	}
	var m Manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return fmt.Errorf("record the mutation run: %s: %w", path, err)
	}
	m.Mutation = mu
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	if err := enc.Encode(&m); err != nil {
		return fmt.Errorf("encode manifest: %w", err)
	}
	return safefile.Write(path, buf.Bytes(), 0o644)
}
