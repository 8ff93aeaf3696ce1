package app

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestPackagePoisonedCache is the attack through the real binary:
// a cache entry's answer is rewritten together with its record.json (the
// answer's text, size and hash there changed to match). The rebuild must
// find the entry damaged, say so in one line naming it, build that test
// again, and ship the right answer: the reference is accepted on every
// test of the package.
func TestPackagePoisonedCache(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the default package twice and judges it")
	}
	dir := t.TempDir()
	cache, pkg := filepath.Join(dir, "cache"), filepath.Join(dir, "pkg")
	if code, out, stderr := runReal(t, dir, "package", "--out", pkg, "--cache-dir", cache); code != 0 {
		t.Fatalf("first build: exit %d\n%s%s", code, out, stderr)
	}
	entries, _ := filepath.Glob(filepath.Join(cache, "*", "record.json"))
	if len(entries) == 0 {
		t.Fatal("no cache entries after a build")
	}
	entry := filepath.Dir(entries[len(entries)/2])
	key := filepath.Base(entry)
	truth := poison(t, entry)

	code, out, stderr := runReal(t, dir, "package", "--out", pkg, "--cache-dir", cache)
	if code != 0 {
		t.Fatalf("rebuild over the poisoned entry: exit %d\n%s%s", code, out, stderr)
	}
	warn := regexp.MustCompile(`(?m)^carokit: test cache: entry ` + key + ` is damaged: .*; subtask \d+ test \S+ rebuilt instead`)
	if !warn.MatchString(stderr) || strings.Count(stderr, "is damaged") != 1 {
		t.Errorf("stderr does not say, in one line, that entry %s was damaged and its test rebuilt:\n%s", key[:12], stderr)
	}
	if m := regexp.MustCompile(`(?m)^(\d+) of (\d+) tests from the cache`).FindStringSubmatch(out); m == nil || m[1] == m[2] {
		t.Errorf("stdout %q: want every test but the poisoned one from the cache", out)
	}
	// The test of the poisoned entry has its true answer in the package.
	found := false
	filepath.WalkDir(filepath.Join(pkg, "data"), func(p string, d os.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(p, ".ans") {
			if data, _ := os.ReadFile(p); string(data) == truth.answer && sha(data) == truth.sha {
				found = true
			}
		}
		return nil
	})
	if !found {
		t.Error("no answer in the package is the poisoned entry's true answer")
	}
	code, out, stderr = runReal(t, dir, "judge", "--package", pkg, "--solution", "fast", "--format", "json")
	if code != 0 || strings.Contains(out, `"WA"`) {
		t.Errorf("judging the reference on the rebuilt package: exit %d (want 0, every test OK)\n%s%s", code, clipText(out), stderr)
	}
}

type answerTruth struct{ answer, sha string }

// poison rewrites the entry's answer (same size, another value) and its
// record.json to match, as the attacker did, and returns the true
// answer.
func poison(t *testing.T, entry string) answerTruth {
	t.Helper()
	ans, err := os.ReadFile(filepath.Join(entry, "answer"))
	if err != nil {
		t.Fatal(err)
	}
	truth := answerTruth{string(ans), sha(ans)}
	bad := []byte(strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return '0' + (r-'0'+1)%10
		}
		return r
	}, string(ans)))
	if string(bad) == string(ans) {
		t.Fatalf("answer %q has no digit to change", ans)
	}
	recPath := filepath.Join(entry, "record.json")
	data, err := os.ReadFile(recPath)
	if err != nil {
		t.Fatal(err)
	}
	var rec map[string]any
	if err := json.Unmarshal(data, &rec); err != nil {
		t.Fatal(err)
	}
	rec["answer_text"], rec["answer_sha256"] = strings.TrimSpace(string(bad)), sha(bad)
	data, _ = json.Marshal(rec)
	for name, content := range map[string][]byte{"answer": bad, "record.json": data} {
		os.Remove(filepath.Join(entry, name)) // the cache's files are read-only
		if err := os.WriteFile(filepath.Join(entry, name), content, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return truth
}

func sha(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}
