package folder

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing/fstest"
)

// Asset names of problem.Spec.Assets.
const (
	assetStatement = "statement.md"
	assetValidator = "validator.cpp"
	assetChecker   = "checker.cpp"
)

// cppExts are the C++ source extensions an asset may come from.
var cppExts = []string{".cpp", ".cc", ".cxx", ".c++"}

// assets are the folder's files at problem.Spec.Assets' names, where
// they map:
//   - statement.md: statement/problem.en.md (or problem.md, or the same
//     in legacy problem_statement/); a LaTeX statement is not converted;
//   - checker.cpp: the output validator when it is one C++ file (the
//     Kattis protocol is the contract's);
//   - validator.cpp: the input validator when input_validators/ is one
//     C++ file, wrapped so that "--subtask N" becomes group N's flags
//     (test_group.yaml's, or generators.yaml's), as the contract wants;
//     a validator in another language or of several files is not
//     shipped (the kattis export copies input_validators/ as it is).
//
// Nil when there is none of them.
func (p *Problem) assets() (fs.FS, error) {
	dir := p.meta.Dir
	files := fstest.MapFS{}
	for _, rel := range []string{"statement/problem.en.md", "statement/problem.md", "problem_statement/problem.en.md", "problem_statement/problem.md"} {
		if data, err := os.ReadFile(filepath.Join(dir, rel)); err == nil {
			files[assetStatement] = &fstest.MapFile{Data: data, Mode: 0o644}
			break
		}
	}
	for _, d := range []string{"output_validator", "output_validators"} {
		if src := soleCPP(filepath.Join(dir, d)); src != "" {
			data, err := os.ReadFile(src)
			if err != nil {
				return nil, fmt.Errorf("read output validator: %w", err)
			}
			files[assetChecker] = &fstest.MapFile{Data: data, Mode: 0o644}
			break
		}
	}
	if src := soleCPP(filepath.Join(dir, "input_validators")); src != "" {
		data, err := p.wrappedValidator(src)
		if err != nil {
			return nil, err
		}
		files[assetValidator] = &fstest.MapFile{Data: data, Mode: 0o644}
	}
	if len(files) == 0 {
		return nil, nil
	}
	return files, nil
}

// soleCPP is the one C++ file that is the whole of dir's program: dir
// holds just it, or just a folder holding just it (legacy
// output_validators/NAME/); "" otherwise.
func soleCPP(dir string) string {
	for range 2 {
		ents, err := os.ReadDir(dir)
		if err != nil || len(ents) != 1 {
			return ""
		}
		path := filepath.Join(dir, ents[0].Name())
		if ents[0].IsDir() {
			dir = path
			continue
		}
		for _, ext := range cppExts {
			if strings.EqualFold(filepath.Ext(path), ext) && ents[0].Type().IsRegular() {
				return path
			}
		}
		return ""
	}
	return ""
}

// wrappedValidator is the input validator src with a main of carokit's
// in front: it replaces "--subtask N" by subtask N's flags and calls the
// validator's own main (renamed; with or without argc and argv).
func (p *Problem) wrappedValidator(src string) ([]byte, error) {
	code, err := os.ReadFile(src)
	if err != nil {
		return nil, fmt.Errorf("read input validator: %w", err)
	}
	flags := p.subtaskInputFlags(filepath.Base(src))
	var table strings.Builder
	for _, fs := range flags {
		table.WriteString("    {")
		for i, f := range fs {
			if i > 0 {
				table.WriteString(", ")
			}
			table.WriteString(strconv.Quote(f))
		}
		table.WriteString("},\n")
	}
	var b strings.Builder
	fmt.Fprintf(&b, validatorHead, filepath.Base(src))
	fmt.Fprintf(&b, "#line 1 %s\n", strconv.Quote(filepath.Base(src)))
	b.Write(code)
	if len(code) > 0 && code[len(code)-1] != '\n' {
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, validatorTail, table.String())
	return []byte(b.String()), nil
}

// subtaskInputFlags are each subtask's input validator flags for the
// validator named name, in subtask order: its group's settings, the ones
// the folder is judged with (generators.yaml's inline test_group.yaml
// over data/'s, generators.Config.GroupSettings, when the plan comes from
// generators.yaml).
func (p *Problem) subtaskInputFlags(name string) [][]string {
	out := make([][]string, len(p.groups))
	for i, g := range p.groups {
		out[i] = g.Settings.InputArgs(name)
	}
	return out
}

// validatorHead and validatorTail go around the folder's validator in
// validator.cpp: the head renames its main; the tail's main maps
// "--subtask N" (N from 1, the subtask's number) to the group's flags.
const validatorHead = `// validator.cpp: the folder's input validator %s, with a main of
// carokit's around it: "--subtask N" is replaced by subtask N's flags
// (its group's input_validator_args), then the validator's own main runs.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>
// An exporter may wrap this file in turn, with main renamed: keep its name.
#pragma push_macro("main")
#undef main
#define main carokit_validator_main
`

const validatorTail = `#undef main
#pragma pop_macro("main")

static const std::vector<std::vector<std::string>> carokit_subtask_flags = {
%s};

template <class F>
static int carokit_call(F f, int argc, char** argv) {
    if constexpr (std::is_invocable_v<F, int, char**>) {
        return f(argc, argv);
    } else {
        (void)argc, (void)argv;
        return f();
    }
}

int main(int argc, char** argv) {
    std::vector<std::string> args{argv[0]};
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--subtask") != 0 || i + 1 == argc) {
            args.push_back(argv[i]);
            continue;
        }
        char* end = nullptr;
        long n = std::strtol(argv[++i], &end, 10);
        if (*end != '\0' || n < 1 || n > (long)carokit_subtask_flags.size()) {
            std::fprintf(stderr, "validator: --subtask %%s: want 1 to %%zu\n", argv[i], carokit_subtask_flags.size());
            return 1;
        }
        for (const std::string& f : carokit_subtask_flags[n - 1]) args.push_back(f);
    }
    std::vector<char*> av;
    for (std::string& a : args) av.push_back(a.data());
    av.push_back(nullptr);
    return carokit_call(&carokit_validator_main, (int)args.size(), av.data());
}
`
