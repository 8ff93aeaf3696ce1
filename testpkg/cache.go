package testpkg

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"

	"carokit/internal/scratch"
	"carokit/internal/testcache"
	"carokit/problem"
)

// cacheFormat names the layout of an entry's record: a change of what is
// recorded changes every key, so no entry of an older layout is read.
const cacheFormat = "carokit-test-v2"

// Names of the files of a cache entry.
const (
	cacheInput  = "input"
	cacheAnswer = "answer"
	cacheRecord = "record.json"
)

// cacheRecordLimit bounds the record read back: a test's measurements are
// a few kilobytes.
const cacheRecordLimit = 4 << 20

// cachedTest is what buildTest measured on a test beyond its files, as
// stored in the cache: everything certification and the strength report
// read from the test.
type cachedTest struct {
	Values       map[string]int64  `json:"values"`
	AnswerText   string            `json:"answer_text"`
	Facts        map[string]string `json:"facts,omitempty"`
	Work         map[string]int64  `json:"work,omitempty"`
	Failing      []string          `json:"failing,omitempty"`
	Wrong        map[string]string `json:"wrong,omitempty"` // built-in → why it failed
	InputSHA256  string            `json:"input_sha256"`
	AnswerSHA256 string            `json:"answer_sha256"`
	InputBytes   int64             `json:"input_bytes"`
	AnswerBytes  int64             `json:"answer_bytes"`
	// Kills holds the mutants the test kills (name → why); Untried, those
	// the build did not run on it because an earlier test of its subtask
	// had killed them: a later build may need to run them (see
	// settleMutants).
	Kills   map[string]string `json:"kills,omitempty"`
	Untried []string          `json:"untried,omitempty"`
}

// testCache is one build's use of the cache: a key per test, and the
// tests restored from it.
type testCache struct {
	c       *testcache.Cache
	keys    map[*test]string
	hits    map[*test]bool
	untried map[*test][]int // restored tests: mutants their build did not run
}

// openTestCache computes every test's key; nil when opt has no cache.
// The key names everything a test depends on: the carokit binary (every
// built-in generator, validator, solution and mutant is compiled into
// it), the problem, the subtask, and the resolved line: the built-in
// command with its seed, a file's content, or an external generator's
// source, compiler and arguments with the seed.
func openTestCache(opt Options, spec *problem.Spec, tests []*test) (*testCache, error) {
	if opt.Cache == nil {
		return nil, nil
	}
	self, err := opt.Cache.Self()
	if err != nil {
		return nil, err
	}
	tc := &testCache{c: opt.Cache, keys: map[*test]string{}, hits: map[*test]bool{}, untried: map[*test][]int{}}
	for _, t := range tests {
		parts := []string{cacheFormat, self, spec.Name, strconv.Itoa(t.subtask), t.entry.Kind, t.meta.Kind, t.meta.Command}
		for _, k := range slices.Sorted(maps.Keys(t.meta.Params)) {
			parts = append(parts, k, t.meta.Params[k])
		}
		switch {
		case t.file != "":
			sum, err := fileDigest(t.file)
			if err != nil {
				return nil, fmt.Errorf("test cache: %w", err)
			}
			parts = append(parts, "file", sum)
		case t.run != nil:
			g := t.run.prog.info
			parts = append(parts, "run", g.SHA256, g.Language, g.Compiler, g.Version)
			parts = append(parts, t.run.argv(t.run.seed)...)
			if s := t.run.sol; s != nil {
				parts = append(parts, "solution", s.info.SHA256, s.info.Language, s.info.Compiler, s.info.Version)
			}
			if t.run.retries > 0 {
				parts = append(parts, "retries", strconv.Itoa(t.run.retries))
			}
		}
		tc.keys[t] = testcache.Key(parts...)
	}
	return tc, nil
}

// fileDigest is the SHA-256 of a file, read as a stream: a hand-made
// test may be large, and its limit is checked when it is built.
func fileDigest(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// restore copies into tmp every test the cache holds and restores what
// was measured on it, and returns the tests left to build. An entry that
// does not match its record (see testcache.Entry), or whose record does
// not read, is removed and its test built, with one line on warnings.
func (tc *testCache) restore(spec *problem.Spec, tests []*test, tmp string, warnings io.Writer) []*test {
	if tc == nil {
		return tests
	}
	var misses []*test
	for _, t := range tests {
		key := tc.keys[t]
		err := tc.restoreOne(spec, t, key, tmp)
		if err == nil {
			tc.hits[t] = true
			continue
		}
		misses = append(misses, t)
		if errors.Is(err, testcache.ErrMiss) {
			continue
		}
		os.Remove(filepath.Join(tmp, filepath.FromSlash(t.meta.Input)))
		os.Remove(filepath.Join(tmp, filepath.FromSlash(t.meta.Answer)))
		tc.c.Remove(key)
		if !errors.Is(err, errAbandoned) {
			warnf(warnings, "%v; subtask %d test %s rebuilt instead (entry removed from %s)",
				err, t.subtask, t.meta.Name, tc.c.Dir())
		}
	}
	return misses
}

func (tc *testCache) restoreOne(spec *problem.Spec, t *test, key, tmp string) error {
	e, err := tc.c.Get(key)
	if err != nil {
		return err
	}
	data, err := e.ReadFile(cacheRecord, cacheRecordLimit)
	if err != nil {
		return err
	}
	var r cachedTest
	if err := json.Unmarshal(data, &r); err != nil {
		return &testcache.DamagedError{Key: key, Why: fmt.Sprintf("%s: %v", cacheRecord, err)}
	}
	release, err := hold()
	if err != nil {
		return err
	}
	defer release()
	for _, f := range []struct {
		name, rel, sha256 string
		size              int64
	}{{cacheInput, t.meta.Input, r.InputSHA256, r.InputBytes}, {cacheAnswer, t.meta.Answer, r.AnswerSHA256, r.AnswerBytes}} {
		if e.SHA256(f.name) != f.sha256 {
			// The manifest would name a file other than the one shipped.
			return &testcache.DamagedError{Key: key, Why: fmt.Sprintf("%s's SHA-256 is not the one %s holds", f.name, cacheRecord)}
		}
		dst := filepath.Join(tmp, filepath.FromSlash(f.rel))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return fmt.Errorf("write package: %w", err)
		}
		n, err := e.CopyFile(f.name, dst)
		if err != nil {
			return err
		}
		if n != f.size {
			return &testcache.DamagedError{Key: key, Why: fmt.Sprintf("%s has %d bytes, %s says %d", f.name, n, cacheRecord, f.size)}
		}
	}
	t.meta.Values, t.meta.AnswerText, t.meta.Work, t.meta.Failing = r.Values, r.AnswerText, r.Work, r.Failing
	if r.Facts != nil {
		t.meta.Facts = r.Facts
	}
	t.meta.InputSHA256, t.meta.AnswerSHA256 = r.InputSHA256, r.AnswerSHA256
	t.meta.InputBytes, t.meta.AnswerBytes = r.InputBytes, r.AnswerBytes
	t.wrong = r.Wrong
	if t.wrong == nil {
		t.wrong = map[string]string{}
	}
	for j := range spec.Mutants {
		if why, ok := r.Kills[spec.Mutants[j].Name]; ok {
			if t.mutantWhy == nil {
				t.mutantWhy = map[int]string{}
			}
			t.mutantWhy[j] = why
			t.kills.kill(t.subtask, j, t.index)
		}
		if slices.Contains(r.Untried, spec.Mutants[j].Name) {
			tc.untried[t] = append(tc.untried[t], j)
		}
	}
	return nil
}

// fromCache is how many tests were restored from the cache.
func (tc *testCache) fromCache() int {
	if tc == nil {
		return 0
	}
	return len(tc.hits)
}

// settleMutants runs, on the restored tests, the mutants their first
// build skipped (an earlier test of the subtask had killed them) and no
// earlier test kills in this build. Tests are taken in plan order, so
// each sees the final kills of the tests before it: the strength report
// is the one a clean build makes.
func (tc *testCache) settleMutants(p problem.Problem, spec *problem.Spec, tests []*test, tmp string) error {
	if tc == nil {
		return nil
	}
	for _, t := range tests {
		var need []int
		for _, j := range tc.untried[t] {
			if !t.kills.killedBefore(t.subtask, j, t.index) {
				need = append(need, j)
			}
		}
		if len(need) == 0 {
			continue
		}
		input, err := os.ReadFile(filepath.Join(tmp, filepath.FromSlash(t.meta.Input)))
		if err != nil {
			return fmt.Errorf("read package: %w", err)
		}
		answer, err := os.ReadFile(filepath.Join(tmp, filepath.FromSlash(t.meta.Answer)))
		if err != nil {
			return fmt.Errorf("read package: %w", err)
		}
		_, pc, err := validateParse(p, t.subtask, t.meta.Name, t.meta.Input, input)
		if err != nil {
			return fmt.Errorf("subtask %d test %s (from the cache): %w", t.subtask, t.meta.Name, err)
		}
		for _, j := range need {
			why := ""
			out, _, err := spec.Mutants[j].Solve(pc)
			if err != nil {
				why = err.Error()
			} else if _, err := problem.CheckTest(p, t.subtask, t.meta.Name, input, answer, out); err != nil {
				why = err.Error()
			}
			if why == "" {
				continue
			}
			if t.mutantWhy == nil {
				t.mutantWhy = map[int]string{}
			}
			t.mutantWhy[j] = why
			t.kills.kill(t.subtask, j, t.index)
		}
	}
	return nil
}

// store puts every test built (not restored) in the cache, then trims
// it. A failure costs only the next build's time: it is a warning.
func (tc *testCache) store(opt Options, spec *problem.Spec, tests []*test, tmp string) {
	if tc == nil {
		return
	}
	rec, done, err := scratch.MkdirTemp("carokit-record-")
	if err != nil {
		warnf(opt.Warnings, "test cache: %v", err)
		return
	}
	defer done()
	for _, t := range tests {
		if tc.hits[t] {
			continue
		}
		if err := tc.storeOne(spec, t, tmp, rec); err != nil {
			warnf(opt.Warnings, "test cache: subtask %d test %s not stored: %v", t.subtask, t.meta.Name, err)
		}
	}
	if _, err := tc.c.Trim(); err != nil {
		warnf(opt.Warnings, "%v", err)
	}
}

func (tc *testCache) storeOne(spec *problem.Spec, t *test, tmp, scratch string) error {
	if len(t.meta.Extra) > 0 {
		return nil // the cache holds a test's input and answer: its extra files are made again
	}
	r := cachedTest{Values: t.meta.Values, AnswerText: t.meta.AnswerText, Facts: t.meta.Facts, Work: t.meta.Work,
		Failing: t.meta.Failing, Wrong: t.wrong, InputSHA256: t.meta.InputSHA256, AnswerSHA256: t.meta.AnswerSHA256,
		InputBytes: t.meta.InputBytes, AnswerBytes: t.meta.AnswerBytes}
	if t.kills != nil {
		pos := t.kills.pos[t.subtask]
		for j := range spec.Mutants {
			m := &spec.Mutants[j]
			if m.ExpectedIn(pos+1) == problem.OK {
				continue // never run there
			}
			if why, ok := t.mutantWhy[j]; ok {
				if r.Kills == nil {
					r.Kills = map[string]string{}
				}
				r.Kills[m.Name] = why
			} else if t.kills.killedBefore(t.subtask, j, t.index) {
				// Perhaps skipped: an earlier test killed it (the kills
				// only ever move earlier, so one that ran and survived
				// may be counted here too, and run again when needed).
				r.Untried = append(r.Untried, m.Name)
			}
		}
	}
	data, err := json.Marshal(&r)
	if err != nil {
		return err
	}
	rec := filepath.Join(scratch, tc.keys[t])
	if err := os.WriteFile(rec, data, 0o644); err != nil {
		return err
	}
	defer os.Remove(rec)
	return tc.c.Put(tc.keys[t], map[string]string{
		cacheInput:  filepath.Join(tmp, filepath.FromSlash(t.meta.Input)),
		cacheAnswer: filepath.Join(tmp, filepath.FromSlash(t.meta.Answer)),
		cacheRecord: rec,
	})
}
