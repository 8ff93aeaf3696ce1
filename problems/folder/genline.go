package folder

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"carokit/internal/safefile"
	"carokit/kattis/generators"
	"carokit/plan"
	"carokit/runner"
)

// runLine is a generated generators.yaml test as a plan "run" line. The
// generator runs as BAPCtools runs it (testpkg, for a folder problem:
// testcase.in or its output, testcase.ans beside it); the line gives
// --retries=N and --seed=S (the seed then written {seed}, for the runs
// after the first to take S+1, S+2, ...) when retries: is above 1, and
// --solution=PATH when the test names an answer maker other than the
// reference. Every word is quoted as the plan needs (an argument with
// spaces, as BAPCtools' shlex made it).
func (p *Problem) runLine(it generators.Item) (string, error) {
	prog, err := p.generatorSource(it)
	if err != nil {
		return "", err
	}
	words := []string{"run"}
	args := it.Command[1:]
	if it.Retries > 1 {
		words = append(words, "--retries="+strconv.Itoa(it.Retries))
		if it.UsesSeed {
			words = append(words, "--seed="+strconv.FormatUint(it.Seed, 10))
			args = generators.PlanArgs(it.Args)
		}
	}
	if it.Solution != "" && !p.isReference(it.Solution) {
		words = append(words, "--solution="+planWord(p.meta.Dir, it.Solution))
	}
	words = append(append(words, planWord(p.meta.Dir, prog)), args...)
	for i, w := range words {
		if words[i], err = plan.Quote(w); err != nil {
			return "", fmt.Errorf("%w: write the argument without a newline", err)
		}
	}
	return strings.Join(words, " "), nil
}

// fileLine is a plan "file" line for path.
func fileLine(path string) (string, error) {
	q, err := plan.Quote(path)
	return "file " + q, err
}

// noteSolution warns, once, about a solution: carokit does not follow:
// an empty one (no answer: carokit's package needs one, which the
// reference makes), or one for a copied or inline test without an
// answer (the reference answers it).
func (p *Problem) noteSolution(it generators.Item) {
	switch {
	case it.NoSolution:
		p.warnOnce("no-solution", fmt.Sprintf("generators.yaml, %s: an empty solution: makes no answer in BAPCtools; carokit answers with the reference, %s", it.Path, p.refName()))
	case len(it.Command) == 0 && it.Ans == nil && it.Solution != "" && !p.isReference(it.Solution):
		p.warnOnce("file-solution", fmt.Sprintf("generators.yaml, %s: solution: of a copied or inline test: carokit answers it with the reference, %s", it.Path, p.refName()))
	}
}

// generatorSource is the generator program to run for a test: its
// Program itself, or, when problem.yaml has constants and the
// generator's source holds {{name}}, a copy with them substituted (as
// BAPCtools builds generators), kept in carokit's cache folder by
// content; a generator of the generators: dictionary is the folder of
// its files made there (its first file, the entry point, also as
// __main__.py for Python, which runner runs first).
func (p *Problem) generatorSource(it generators.Item) (string, error) {
	if len(it.Deps) > 0 {
		texts, _, err := p.substituted(it.Deps)
		if err != nil {
			return "", err
		}
		files := it.Deps
		if filepath.Ext(it.Deps[0]) == ".py" {
			files = append(slices.Clip(files), filepath.Join(filepath.Dir(it.Deps[0]), "__main__.py"))
			texts = append(texts, texts[0])
		}
		return p.keepSource(it.Program, true, files, texts)
	}
	path := it.Program
	if len(p.constants) == 0 {
		return path, nil
	}
	files := []string{path}
	st, err := os.Stat(path)
	if err != nil {
		return "", fmt.Errorf("generator %s: %w", planWord(p.meta.Dir, path), err)
	}
	if st.IsDir() {
		entries, err := os.ReadDir(path)
		if err != nil {
			return "", err
		}
		files = files[:0]
		for _, e := range entries {
			if e.Type().IsRegular() {
				files = append(files, filepath.Join(path, e.Name()))
			}
		}
	}
	texts, changed, err := p.substituted(files)
	if err != nil || !changed {
		return path, err
	}
	return p.keepSource(path, st.IsDir(), files, texts)
}

// substituted is each file's text with the constants put in, and
// whether any changed.
func (p *Problem) substituted(files []string) ([][]byte, bool, error) {
	texts := make([][]byte, len(files))
	changed := false
	for i, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, false, err
		}
		texts[i] = b
		if len(p.constants) == 0 || !generators.HasConstants(b) {
			continue
		}
		out, unknown := generators.SubstituteConstants(string(b), p.constants)
		for _, u := range unknown {
			p.warnOnce("constant "+f+u, fmt.Sprintf("%s: %s is not a constant of problem.yaml: left as it is", planWord(p.meta.Dir, f), u))
		}
		texts[i], changed = []byte(out), changed || out != string(b)
	}
	return texts, changed, nil
}

// cacheDir is carokit's cache folder: Options.CacheDir, else runner's
// default.
func (p *Problem) cacheDir() (string, error) {
	if p.opt.CacheDir != "" {
		return p.opt.CacheDir, nil
	}
	return runner.DefaultCacheDir()
}

// keepSource writes the substituted files into the cache folder, under
// a folder named by their content, and returns the program's path there.
func (p *Problem) keepSource(path string, isDir bool, files []string, texts [][]byte) (string, error) {
	dir, err := p.cacheDir()
	if err != nil {
		return "", err
	}
	h := sha256.New()
	for i, f := range files {
		fmt.Fprintf(h, "%s\x00%d\x00", filepath.Base(f), len(texts[i]))
		h.Write(texts[i])
	}
	base := filepath.Join(dir, "constants", hex.EncodeToString(h.Sum(nil))[:32])
	out := filepath.Join(base, filepath.Base(path))
	folder := base
	if isDir {
		folder = out
	}
	if err := os.MkdirAll(folder, 0o755); err != nil {
		return "", err
	}
	for i, f := range files {
		mode := os.FileMode(0o644)
		if st, err := os.Stat(f); err == nil && st.Mode()&0o111 != 0 {
			mode = 0o755
		}
		if err := safefile.Write(filepath.Join(folder, filepath.Base(f)), texts[i], mode); err != nil {
			return "", err
		}
	}
	return out, nil
}
