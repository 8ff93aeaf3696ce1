package app

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"carokit/internal/untrusted"
	"carokit/report"
	"carokit/testpkg"
)

// printMutation prints a mutation run: JSON, or the score table, the
// gaps with their counterexamples, the likely-equivalent mutants with
// their diffs and the tests that kill the most.
func printMutation(w io.Writer, mu *testpkg.Mutation, asJSON bool, cfg *mutationConfig) error {
	if asJSON {
		b, err := json.MarshalIndent(mu, "", "  ")
		if err != nil {
			return err
		}
		// The same values, but no raw control or bidi rune of a
		// program's message (untrusted.JSON), as judge's JSON.
		_, err = w.Write(append(untrusted.JSON(b), '\n'))
		return err
	}
	ran := 0
	for i := range mu.Mutants {
		if mu.Mutants[i].Outcome() != testpkg.MutantMarkedEquivalent {
			ran++
		}
	}
	fmt.Fprintf(w, "\nmutation: %d mutants of %s (seed %d", mu.Generated, untrusted.Text(mu.Source), mu.Seed)
	if mu.Cap > 0 {
		fmt.Fprintf(w, ", at most %d", mu.Cap)
	}
	fmt.Fprintf(w, "): %d do not compile, %d marked equivalent in the plan, %d run\n", mu.NotCompiling, mu.Generated-mu.NotCompiling-ran, ran)
	if err := scoreTable(w, mu); err != nil {
		return err
	}
	printGaps(w, mu)
	printNotSearched(w, mu)
	printEquivalents(w, mu, cfg)
	if len(mu.TopKillers) > 0 {
		fmt.Fprintln(w, "\ntests that kill the most mutants (each run stops at its first failing test, these first):")
		for _, k := range mu.TopKillers {
			fmt.Fprintf(w, "  subtask %d, %s: %d\n", k.Subtask, untrusted.Text(k.Test), k.Kills)
		}
	}
	for _, a := range mu.Added {
		fmt.Fprintf(w, "added %s to subtask %d: it kills mutant %s\n", untrusted.Text(a.Path), a.Subtask, a.Mutant)
	}
	return nil
}

// scoreTable is the score per subtask, before --strengthen too.
func scoreTable(w io.Writer, mu *testpkg.Mutation) error {
	header := []string{"subtask", "mutants", "killed", "gaps", "equivalent", "score"}
	if mu.Before != nil {
		header = append(header, "before --strengthen")
	}
	unsearched := slices.ContainsFunc(mu.Subtasks, func(s testpkg.MutationSubtask) bool { return s.NotSearched > 0 })
	if unsearched {
		header = slices.Insert(header, 5, "not searched")
	}
	var rows [][]string
	for i, s := range mu.Subtasks {
		row := []string{fmt.Sprint(s.ID), fmt.Sprint(s.Total), fmt.Sprint(s.Killed), fmt.Sprint(s.Gaps), fmt.Sprint(s.Equivalent), percent(s.Score)}
		if unsearched {
			row = slices.Insert(row, 5, fmt.Sprint(s.NotSearched))
		}
		if mu.Before != nil && i < len(mu.Before) {
			row = append(row, percent(mu.Before[i].Score))
		}
		rows = append(rows, row)
	}
	return report.WriteRows(w, report.FormatTable, header, rows)
}

func percent(f float64) string { return fmt.Sprintf("%.1f%%", 100*f) }

// shownLine is how much of a counterexample's line the report shows.
const shownLine = 160

// printGaps lists the mutants stress kills, each gap's counterexample
// and whether a test added since kills it.
func printGaps(w io.Writer, mu *testpkg.Mutation) {
	first := true
	for i := range mu.Mutants {
		o := &mu.Mutants[i]
		if len(o.Gaps) == 0 {
			continue
		}
		if first && len(mu.Added) > 0 {
			fmt.Fprintln(w, "\ngaps: mutants the package let through and stress did not (--strengthen added their counterexamples):")
		} else if first {
			fmt.Fprintln(w, "\ngaps: mutants the package lets through and stress does not (--strengthen adds each counterexample as a test):")
		}
		first = false
		fmt.Fprintf(w, "  %s %s, %s\n", o.ID, o.Operator, untrusted.Text(o.Diff))
		for _, g := range o.Gaps {
			state := "no test of the package kills it"
			for _, c := range o.Subtasks {
				if c.Subtask == g.Subtask && c.Outcome == testpkg.MutantKilled {
					state = "now killed by " + untrusted.Text(c.KilledBy)
				}
			}
			how := "shrunk"
			if g.Enlarged > 0 {
				how = "shrunk, then enlarged"
			}
			fmt.Fprintf(w, "    subtask %d (%s): %s on this input (case %d of seed %d, %s; it fits subtask %d):\n", g.Subtask, state,
				untrusted.Text(string(g.Verdict)), g.Case, g.Seed, how, g.FitsIn)
			lines := strings.Split(strings.TrimRight(g.Input, "\n"), "\n")
			for j, l := range lines {
				if j == 8 {
					fmt.Fprintf(w, "      … (%d lines)\n", len(lines))
					break
				}
				if len(l) > shownLine {
					l = l[:shownLine] + fmt.Sprintf(" … (%d bytes)", len(l))
				}
				fmt.Fprintf(w, "      %s\n", untrusted.Text(l))
			}
			fmt.Fprintf(w, "      reference: %s; mutant: %s\n", shownOutput([]byte(g.Answer)), untrusted.Text(g.Detail))
			if g.Enlarged > 0 {
				fmt.Fprintf(w, "      (grown from a counterexample too small to be a test of subtask %d: the problem's enlargement %d of it, the mutant still fails)\n", g.Subtask, g.Enlarged)
			}
			if g.TooSmall {
				fmt.Fprintf(w, "      (too small to be a test of subtask %d, where a slow built-in must time out: write a large test that shows it; --strengthen leaves it)\n", g.Subtask)
			}
		}
	}
}

// printNotSearched lists the survivors of cells where no case the
// search drew could be a test: not equivalent, for all anyone knows.
func printNotSearched(w io.Writer, mu *testpkg.Mutation) {
	first := true
	for i := range mu.Mutants {
		o := &mu.Mutants[i]
		for _, c := range o.Subtasks {
			if c.Outcome != testpkg.MutantNotSearched {
				continue
			}
			if first {
				fmt.Fprintln(w, "\nnot searched: survivors the search could not run on a single test-sized case (they count against the score, as survivors):")
				first = false
			}
			fmt.Fprintf(w, "  %s %s, subtask %d: %s\n    %s\n", o.ID, o.Operator, c.Subtask, untrusted.Text(o.Diff), untrusted.Text(c.Why))
		}
	}
}

// printEquivalents lists the survivors stress could not kill.
func printEquivalents(w io.Writer, mu *testpkg.Mutation, cfg *mutationConfig) {
	first, few := true, false
	for i := range mu.Mutants {
		o := &mu.Mutants[i]
		var where []string
		for _, c := range o.Subtasks {
			if c.Outcome == testpkg.MutantLikelyEquivalent {
				where = append(where, fmt.Sprintf("%d (%d cases)", c.Subtask, c.Searched))
				few = few || cfg.cases == 0 || c.Searched < cfg.cases
			}
		}
		if len(where) == 0 {
			continue
		}
		if first {
			fmt.Fprintf(w, "\nlikely equivalent: no difference from the reference found within %s (mark one with `@equivalent ID` in the plan):\n", budgetText(cfg))
			first = false
		}
		fmt.Fprintf(w, "  %s %s, subtask %s: %s\n", o.ID, o.Operator, strings.Join(where, ", "), untrusted.Text(o.Diff))
	}
	if few {
		fmt.Fprintln(w, "  (a mutant runs only on the cases that can be tests of the subtask: few where they must be large; a larger --mutate-budget draws larger ones)")
	}
}

func budgetText(cfg *mutationConfig) string {
	var parts []string
	if cfg.cases > 0 {
		parts = append(parts, fmt.Sprintf("%d cases", cfg.cases))
	}
	if cfg.time > 0 {
		parts = append(parts, cfg.time.String())
	}
	return strings.Join(parts, " or ")
}

// withMutationColumn adds to the package summary's rows (one per
// subtask of m, in order) the mutation score of the run m records,
// after the tests' count.
func withMutationColumn(m *testpkg.Manifest, header []string, rows [][]string) ([]string, [][]string) {
	at := 3
	header = slices.Insert(slices.Clone(header), at, "mutation")
	for i, s := range m.Subtasks {
		cell := "-"
		for _, ms := range m.Mutation.Subtasks {
			if ms.ID == s.ID {
				cell = fmt.Sprintf("%s (%d/%d)", percent(ms.Score), ms.Killed, ms.Total-ms.Equivalent)
			}
		}
		rows[i] = slices.Insert(rows[i], at, cell)
	}
	return header, rows
}
