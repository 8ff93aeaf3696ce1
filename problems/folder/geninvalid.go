package folder

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"

	"carokit/kattis/check"
	"carokit/kattis/generators"
	"carokit/runner"
)

// itemFiles are a generators.yaml test's files by extension, made as
// bt generate makes them: the generator's (run as BAPCtools runs it),
// then the copied ones over them, then the inline ones. For the tests
// of invalid_input and invalid_output, which the package does not hold.
func (p *Problem) itemFiles(it generators.Item) (map[string][]byte, error) {
	files := map[string][]byte{}
	if len(it.Command) > 0 {
		src, err := p.generatorSource(it)
		if err != nil {
			return nil, err
		}
		prog, err := p.compile(src)
		if err != nil {
			return nil, fmt.Errorf("generator %s: %w", it.Command[0], err)
		}
		prog.Name = it.Command[0]
		made, err := generators.Generate(p.ctx, generators.GenerateOptions{Program: prog, Args: it.Args, Seed: it.Seed,
			Retries: it.Retries, Limits: runner.Limits{CPU: generatorCPU, MemoryBytes: generatorMem, Sandbox: p.opt.Sandbox, OutputBytes: p.spec.InputLimit()}})
		if err != nil {
			return nil, err
		}
		files = made.Files
	}
	if it.Copy != "" {
		for _, ext := range generators.DataExts {
			b, err := os.ReadFile(it.Copy + ext)
			if errors.Is(err, os.ErrNotExist) {
				continue
			}
			if err != nil {
				return nil, err
			}
			files[ext] = b
		}
	}
	for ext, s := range it.Inline {
		files[ext] = []byte(s)
	}
	if _, ok := files[".in"]; !ok {
		return nil, errors.New("no .in was made (generate:, copy: or in:)")
	}
	return files, nil
}

// MakeTest makes generators.yaml's test at path ("secret/03-random",
// as Items names it) as bt generate does: its files by extension (".in",
// and ".ans" and the others when it gives them). Its answer is the
// generator's or the inline one, never the solution's.
func (p *Problem) MakeTest(path string) (map[string][]byte, error) {
	for _, it := range p.items {
		if it.Path == path && it.Include == "" {
			files, err := p.itemFiles(it)
			if err != nil {
				return nil, fmt.Errorf("generators.yaml, %s: %w", it.Path, err)
			}
			return files, nil
		}
	}
	return nil, fmt.Errorf("no test %s in generators.yaml (gen --list lists them)", path)
}

// CheckInvalid checks the folder's invalid tests as bt validate does,
// data/'s and generators.yaml's (generated ones included): every invalid
// input is rejected by the input validators (CheckInvalidInputs); every
// test of invalid_answer has a valid input while a validator rejects its
// .ans (an answer validator, or the output validator reading the answer
// as an output with case_sensitive and space_change_sensitive, as
// BAPCtools runs it on answers); every test of invalid_output has a
// valid input while the output validator rejects its .out against its
// .ans.
func (p *Problem) CheckInvalid() error {
	if err := p.CheckInvalidInputs(); err != nil {
		return err
	}
	for _, root := range []string{"invalid_answer", "invalid_output"} {
		tests, err := p.invalidTests(root)
		if err != nil {
			return err
		}
		var accepted []string
		for _, t := range tests {
			if _, err := p.validate(t.name, t.files[".in"], func(string) []string { return t.inFlags }); err != nil {
				return fmt.Errorf("%s %s: its input must be valid: %w", strings.ReplaceAll(root, "_", " "), t.name, err)
			}
			rejected, err := p.rejects(root, t)
			if err != nil {
				return fmt.Errorf("%s %s: %w", strings.ReplaceAll(root, "_", " "), t.name, err)
			}
			if !rejected {
				accepted = append(accepted, t.name)
			}
		}
		if len(accepted) == 0 {
			continue
		}
		if root == "invalid_answer" {
			return fmt.Errorf("the validators accept %d invalid answer(s), which one must reject (exit 43): %s; add an answer validator (answer_validators/) or make the output validator stricter", len(accepted), strings.Join(accepted, ", "))
		}
		return fmt.Errorf("the output validator accepts %d invalid output(s), which it must reject: %s; make the output validator stricter", len(accepted), strings.Join(accepted, ", "))
	}
	return nil
}

// rejects says whether a validator rejects an invalid test's answer
// (invalid_answer) or output (invalid_output).
func (p *Problem) rejects(root string, t invalidTest) (bool, error) {
	in, ans := t.files[".in"], t.files[".ans"]
	if root == "invalid_output" {
		return rejectedBy(p.check(in, ans, t.files[".out"], t.outFlags))
	}
	v, err := p.validators()
	if err != nil {
		return false, err
	}
	err = v.ValidateAnswer(p.ctx, in, ans, t.ansFlags)
	var bad *check.InvalidAnswer
	switch {
	case errors.As(err, &bad):
		return true, nil
	case err != nil:
		return false, err
	case p.Interactive(): // no output to read the answer as
		return false, nil
	}
	return rejectedBy(p.check(in, ans, ans, append(slices.Clip(t.outFlags), "case_sensitive", "space_change_sensitive")))
}

// rejectedBy reads an output check: rejected, accepted, or an error of
// the validator.
func rejectedBy(err error) (bool, error) {
	var rej *check.Rejected
	if errors.As(err, &rej) {
		return true, nil
	}
	return false, err
}

// invalidTest is one test of invalid_answer or invalid_output: its files
// and its group's validator flags.
type invalidTest struct {
	name                        string
	files                       map[string][]byte
	inFlags, ansFlags, outFlags []string
}

// invalidExts are the files a test of each kind needs, and their words.
var invalidExts = map[string][]string{
	"invalid_answer": {".in", ".ans"},
	"invalid_output": {".in", ".ans", ".out"},
}

var invalidFiles = map[string]string{"invalid_answer": ".in and .ans", "invalid_output": ".in, .ans and .out"}

// invalidTests are data/'s tests of root (invalid_answer or
// invalid_output), then generators.yaml's.
func (p *Problem) invalidTests(root string) ([]invalidTest, error) {
	var out []invalidTest
	data := p.data.InvalidOutputs
	if root == "invalid_answer" {
		data = p.data.InvalidAnswers
	}
	for _, t := range data {
		files := map[string][]byte{}
		paths := map[string]string{".in": t.In, ".ans": t.Ans, ".out": t.Files[".out"]}
		for _, ext := range invalidExts[root] {
			b, err := os.ReadFile(paths[ext])
			if err != nil {
				return nil, fmt.Errorf("%s %s: %w (it needs %s)", strings.ReplaceAll(root, "_", " "), t.Name, err, invalidFiles[root])
			}
			files[ext] = b
		}
		out = append(out, invalidTest{name: t.Name, files: files, inFlags: t.Settings.InputValidatorFlags,
			ansFlags: t.Settings.AnswerValidatorFlags, outFlags: t.Settings.OutputValidatorFlags})
	}
	for _, it := range p.items {
		if g, _, _ := strings.Cut(it.Group, "/"); g != root {
			continue
		}
		files, err := p.itemFiles(it)
		if err != nil {
			return nil, fmt.Errorf("generators.yaml, %s: %w", it.Path, err)
		}
		for _, ext := range invalidExts[root] {
			if _, ok := files[ext]; !ok {
				return nil, fmt.Errorf("generators.yaml, %s: no %s was made: an %s test needs %s (write them, or give them inline)", it.Path, ext, root, invalidFiles[root])
			}
		}
		out = append(out, invalidTest{name: it.Path, files: files,
			inFlags: stringList(it.GroupYAML["input_validator_args"]), ansFlags: stringList(it.GroupYAML["answer_validator_args"]),
			outFlags: stringList(it.GroupYAML["output_validator_args"])})
	}
	return out, nil
}

// InvalidFiles is one invalid test with its files, for an export that
// has such tests (the 2025-09 Kattis format, as BAPCtools lays them out).
type InvalidFiles struct {
	Path  string            // under data/: "invalid_input/n-zero", "invalid_output/big"
	Files map[string][]byte // by extension: ".in", and ".ans", ".out" as the kind needs
}

// InvalidTests are every invalid test of the folder, data/'s and
// generators.yaml's (generated ones made as bt generate makes them):
// invalid_input's, invalid_answer's, then invalid_output's, each under
// its 2025-09 folder (older BAPCtools' data/invalid_inputs/ is
// invalid_input/).
func (p *Problem) InvalidTests() ([]InvalidFiles, error) {
	inputs, err := p.InvalidInputs()
	if err != nil {
		return nil, err
	}
	var out []InvalidFiles
	for _, t := range inputs {
		name := t.Name
		if rest, ok := strings.CutPrefix(name, "invalid_inputs/"); ok {
			name = "invalid_input/" + rest
		}
		out = append(out, InvalidFiles{Path: name, Files: map[string][]byte{".in": t.Input}})
	}
	for _, root := range []string{"invalid_answer", "invalid_output"} {
		tests, err := p.invalidTests(root)
		if err != nil {
			return nil, err
		}
		for _, t := range tests {
			files := map[string][]byte{}
			for _, ext := range invalidExts[root] {
				files[ext] = t.files[ext]
			}
			out = append(out, InvalidFiles{Path: t.name, Files: files})
		}
	}
	return out, nil
}
