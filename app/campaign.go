package app

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/urfave/cli/v2"

	"carokit/internal/inputfile"
	"carokit/internal/safefile"
	"carokit/internal/shard"
	"carokit/judge"
	"carokit/report"
	"carokit/stress"
	"carokit/testpkg"
)

// resultVersion is the version of the --result file format; merge refuses
// any other.
const resultVersion = 1

// resultFile is what `--result FILE` writes: one shard of a stress or a
// judge campaign, for `carokit merge`.
type resultFile struct {
	Carokit int    `json:"carokit_result"` // resultVersion
	Kind    string `json:"kind"`           // "stress" or "judge"
	// Print are the judge's output choices, so that merge prints what the
	// judge would have.
	Print *judgePrint    `json:"print,omitempty"`
	Judge *judge.Partial `json:"judge,omitempty"`
	// FolderRules: the judge was a folder problem's, whose Kattis rules
	// (folderSubmissions.apply) make its expected column; merge needs the
	// folder again to apply them.
	FolderRules bool                     `json:"folder_rules,omitempty"`
	Stress      *stress.Partial          `json:"stress,omitempty"`
	Mutation    *testpkg.MutationPartial `json:"mutation,omitempty"`
}

// judgePrint are the judge command's output flags.
type judgePrint struct {
	Format           string `json:"format"`
	Verbose          bool   `json:"verbose,omitempty"`
	SuggestTimeLimit bool   `json:"suggest_time_limit,omitempty"`
	SaveTranscripts  string `json:"save_transcripts,omitempty"`
}

// shardFlags are the flags of a command whose work can be split among
// machines; what names the units split.
func shardFlags(what string) []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "shard", Usage: "`I/M`: run only the " + what + " ≡ I (mod M), so M machines share one campaign (default: from JOB_COMPLETION_INDEX, SLURM_ARRAY_TASK_ID or CI_NODE_INDEX when set)"},
		&cli.IntFlag{Name: "shards", Usage: "`M`, the shard count, for a Kubernetes Indexed Job without JOB_COMPLETIONS in its environment"},
		&cli.StringFlag{Name: "result", Usage: "write this shard's result as JSON to `FILE`, for carokit merge"},
	}
}

// resolveShard reads the shard from the flags or the environment and
// says in one line on stderr where it came from.
func resolveShard(c *cli.Context, env Env) (shard.Shard, error) {
	sh, err := shard.Resolve(c.String("shard"), c.Int("shards"), env.Getenv)
	if err != nil {
		return sh, usageError{err}
	}
	if sh.Source != "" {
		fmt.Fprintf(env.Stderr, "shard %d/%d from %s\n", sh.I, sh.M, sh.Source)
	}
	return sh, nil
}

func writeResult(path string, r resultFile) error {
	r.Carokit = resultVersion
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return fmt.Errorf("result %s: %w", path, err)
	}
	return safefile.Write(path, append(b, '\n'), 0o644)
}

func mergeCommand(env Env) *cli.Command {
	return &cli.Command{
		Name:      "merge",
		Usage:     "combine the --result files of the shards of one stress, judge or package --mutate campaign into what one machine would have printed",
		ArgsUsage: "RESULT...",
		Flags: append([]cli.Flag{
			choiceFlag("format", "", reportFormats, "judge: table, markdown, csv or json (default: the shards' --format)"),
			&cli.StringFlag{Name: "save", Usage: "stress: write the shrunk failing test to `FILE`"},
		}, mergeHTMLFlags()...),
		Action: untilInterrupted(func(c *cli.Context) error { return runMerge(c, env) }),
	}
}

// maxResultBytes bounds a result file merge reads: a judge campaign of
// 100 solutions × 10,000 tests is about 250 MB of JSON.
const maxResultBytes = 256 << 20

// runMerge reads every result file, checks they are the shards of one
// campaign, each once, and prints the campaign's outcome.
func runMerge(c *cli.Context, env Env) error {
	if c.NArg() == 0 {
		return usagef("merge takes the result files of the shards: carokit merge RESULT...")
	}
	names := c.Args().Slice()
	files := make([]resultFile, len(names))
	for k, name := range names {
		in, err := inputfile.Read(c.Context, name, env.Stdin, maxResultBytes)
		if err != nil {
			return err
		}
		if files[k], err = decodeResult(name, in.Data); err != nil {
			return err
		}
		if files[k].Kind != files[0].Kind {
			return fmt.Errorf("%s: a %q result, %s is a %q one: not the same campaign", name, files[k].Kind, names[0], files[0].Kind)
		}
	}
	after, err := folderExpectations(c)
	if err != nil {
		return err
	}
	if err := needFolderRules(names, files, after != nil); err != nil {
		return err
	}
	page, err := mergePageOf(c, env)
	if err != nil {
		return err
	}
	if page != nil && files[0].Kind == "mutation" {
		return usagef("merge --html: a mutation run has no page of its own (package --html shows its scores)")
	}
	return writeOutput(c, func() error {
		return mergeResults(env, names, files, c.String("format"), c.String("save"), after, page)
	})
}

// decodeResult reads one result file: JSON of this version, of a kind
// that holds what it says. What it holds is checked by judge.Merge and
// stress.Merge before anything of it is used.
func decodeResult(name string, data []byte) (resultFile, error) {
	var f resultFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return f, fmt.Errorf("%s: not a carokit result: %w", name, err)
	}
	if dec.More() {
		return f, fmt.Errorf("%s: not a carokit result: more after the JSON value", name)
	}
	if f.Carokit != resultVersion {
		return f, fmt.Errorf("%s: result format version %d, this carokit reads %d", name, f.Carokit, resultVersion)
	}
	switch {
	case f.Kind == "stress" && f.Stress != nil && f.Judge == nil && f.Mutation == nil && f.Print == nil:
	case f.Kind == "mutation" && f.Mutation != nil && f.Judge == nil && f.Stress == nil && f.Print != nil:
		if p := *f.Print; p != (judgePrint{Format: "table"}) && p != (judgePrint{Format: "json"}) {
			return f, fmt.Errorf("%s: a mutation result's format is table or json, not %q", name, p.Format)
		}
	case f.Kind == "judge" && f.Judge != nil && f.Stress == nil && f.Mutation == nil && f.Print != nil:
		if p := f.Print.Format; p != "" && !slices.Contains(reportFormats, p) {
			return f, fmt.Errorf("%s: unknown format %q (want table, markdown, csv or json)", name, p)
		}
	default:
		return f, fmt.Errorf("%s: not a stress, judge or mutation result (kind %q)", name, f.Kind)
	}
	return f, nil
}

// mergeResults merges files, all of one kind, and prints the outcome.
// after, when not nil, applies a folder problem's expectations to a
// merged judge report; page, when not nil, writes its --html page.
func mergeResults(env Env, names []string, files []resultFile, format, save string, after func(*report.Report), page *mergePage) error {
	switch files[0].Kind {
	case "stress":
		return mergeStress(env, names, files, save, page)
	case "mutation":
		return mergeMutation(env, names, files, format)
	}
	return mergeJudge(env, names, files, format, after, page)
}

func mergeStress(env Env, names []string, files []resultFile, save string, page *mergePage) error {
	parts := make([]*stress.Partial, len(files))
	for k := range files {
		parts[k] = files[k].Stress
	}
	sum, warning, err := stress.Merge(names, parts)
	if err != nil {
		return err
	}
	if warning != "" {
		fmt.Fprintln(env.Stderr, "carokit: warning:", warning)
	}
	if page != nil {
		if err := page.stress(sum, parts[0].Campaign.Problem); err != nil {
			return err
		}
	}
	return printStress(env, sum, save)
}

func mergeJudge(env Env, names []string, files []resultFile, format string, after func(*report.Report), page *mergePage) error {
	parts := make([]*judge.Partial, len(files))
	for k := range files {
		parts[k] = files[k].Judge
		if *files[k].Print != *files[0].Print {
			return fmt.Errorf("merge: %s and %s were run with different output flags (--format, --verbose, --suggest-time-limit)", names[k], names[0])
		}
	}
	rep, err := judge.Merge(names, parts)
	if err != nil {
		return err
	}
	if after != nil {
		after(rep)
	}
	if page != nil {
		if err := page.judge(rep, parts[0].Campaign); err != nil {
			return err
		}
	}
	p := *files[0].Print
	if format != "" {
		p.Format = format
	}
	return printJudge(env, rep, p)
}
