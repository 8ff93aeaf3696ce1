package folder

import (
	"errors"
	"fmt"
	"os"
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

// CheckInvalid checks the folder's invalid tests as bt validate does:
// every invalid input is rejected by the input validators
// (CheckInvalidInputs), and every test of invalid_output (data/'s and
// generators.yaml's, generated ones included) has a valid input while
// the output validator rejects its .out against its .ans.
// invalid_answer needs answer validators, which carokit does not run: a
// folder with such tests gets a warning.
func (p *Problem) CheckInvalid() error {
	if err := p.CheckInvalidInputs(); err != nil {
		return err
	}
	tests, err := p.invalidOutputs()
	if err != nil {
		return err
	}
	var accepted []string
	for _, t := range tests {
		if _, err := p.validate(t.name, t.files[".in"], func(string) []string { return t.inFlags }); err != nil {
			return fmt.Errorf("invalid output %s: its input must be valid: %w", t.name, err)
		}
		err := p.check(t.files[".in"], t.files[".ans"], t.files[".out"], t.outFlags)
		var rej *check.Rejected
		switch {
		case err == nil:
			accepted = append(accepted, t.name)
		case !errors.As(err, &rej):
			return fmt.Errorf("invalid output %s: %w", t.name, err)
		}
	}
	if len(accepted) > 0 {
		return fmt.Errorf("the output validator accepts %d invalid output(s), which it must reject: %s; make the output validator stricter", len(accepted), strings.Join(accepted, ", "))
	}
	return nil
}

// invalidTest is one test of invalid_output: its files and its group's
// validator flags.
type invalidTest struct {
	name              string
	files             map[string][]byte
	inFlags, outFlags []string
}

// invalidOutputs are data/invalid_output's tests, then generators.yaml's
// (its invalid_answer tests are only warned about).
func (p *Problem) invalidOutputs() ([]invalidTest, error) {
	var out []invalidTest
	for _, t := range p.data.InvalidOutputs {
		files := map[string][]byte{}
		for ext, path := range map[string]string{".in": t.In, ".ans": t.Ans, ".out": t.Files[".out"]} {
			b, err := os.ReadFile(path)
			if err != nil {
				return nil, fmt.Errorf("invalid output %s: %w (it needs .in, .ans and .out)", t.Name, err)
			}
			files[ext] = b
		}
		out = append(out, invalidTest{name: t.Name, files: files, inFlags: t.Settings.InputValidatorFlags, outFlags: t.Settings.OutputValidatorFlags})
	}
	for _, it := range p.items {
		root, _, _ := strings.Cut(it.Group, "/")
		switch root {
		case "invalid_answer":
			p.warnOnce("invalid-answer", "generators.yaml has invalid_answer tests: they need answer validators, which carokit does not run; not checked")
			continue
		case "invalid_output":
		default:
			continue
		}
		files, err := p.itemFiles(it)
		if err != nil {
			return nil, fmt.Errorf("generators.yaml, %s: %w", it.Path, err)
		}
		for _, ext := range []string{".ans", ".out"} {
			if _, ok := files[ext]; !ok {
				return nil, fmt.Errorf("generators.yaml, %s: no %s was made: an invalid_output test needs .in, .ans and .out (write them, or give ans: and out:)", it.Path, ext)
			}
		}
		out = append(out, invalidTest{name: it.Path, files: files,
			inFlags: stringList(it.GroupYAML["input_validator_args"]), outFlags: stringList(it.GroupYAML["output_validator_args"])})
	}
	return out, nil
}
