package reliability

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carokit/testpkg"
)

// TestReadersRefuseTamperedPackages breaks a built package in the ways
// the issue found, and in each the judge and the export refuse it before
// reading a byte too many: one line naming the package file and why,
// quickly and in little memory even when a test leads to /dev/zero.
func TestReadersRefuseTamperedPackages(t *testing.T) {
	built := filepath.Join(t.TempDir(), "duiyi")
	if o := run(t, t.TempDir(), time.Minute, "--problem", "duiyi", "package", "--out", built); o.code != 0 {
		t.Fatalf("build: %s", o)
	}
	m, err := testpkg.Load(built)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range tamperings(m) {
		t.Run(c.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "duiyi")
			if err := os.CopyFS(dir, os.DirFS(built)); err != nil {
				t.Fatal(err)
			}
			c.break_(t, dir)
			for _, cmd := range [][]string{
				{"--problem", "duiyi", "judge", "--package", dir, "--solution", "fast"},
				{"--problem", "duiyi", "export", "--package", dir, "--format", "kattis", "--out", filepath.Join(t.TempDir(), "k")},
			} {
				o := run(t, t.TempDir(), time.Minute, cmd...)
				oneLine(t, o, c.want)
				if !strings.Contains(o.stderr, dir) {
					t.Errorf("%s: stderr %q does not name the package", cmd[2], o.stderr)
				}
				// Generous: carokit itself takes about 10 MiB here; reading
				// /dev/zero took gigabytes. VmHWM, not ru_maxrss, which
				// after exec counts this test process's own peak.
				if o.peakKiB > 64<<10 {
					t.Errorf("%s: peak %s refusing the package", cmd[2], mib(o.peakKiB))
				}
			}
		})
	}
}

// relink replaces path by a symbolic link to target.
func relink(t *testing.T, path, target string) {
	t.Helper()
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, path); err != nil {
		t.Fatal(err)
	}
}

// tampering is one way to break a package and what the refusal must say.
type tampering struct {
	name   string
	break_ func(t *testing.T, dir string)
	want   string
}

// tamperings are the ways to break the package whose manifest is
// m, and a few neighbours.
func tamperings(m *testpkg.Manifest) []tampering {
	victim := m.Tests[1] // a test of subtask 1, not a sample
	return []tampering{
		// The issue's: 2.3–2.7 GB in 4 s before.
		{"input is a link to /dev/zero", func(t *testing.T, dir string) {
			relink(t, filepath.Join(dir, victim.Input), "/dev/zero")
		}, victim.Input + ": a symbolic link"},
		// A link inside the package is refused too: a package is files.
		{"input is a link to another test", func(t *testing.T, dir string) {
			relink(t, filepath.Join(dir, victim.Input), filepath.Join(dir, m.Tests[0].Input))
		}, victim.Input + ": a symbolic link"},
		// A link on the way, not at the end.
		{"a folder on the way is a link", func(t *testing.T, dir string) {
			group := filepath.Join(dir, filepath.Dir(victim.Input))
			if err := os.Rename(group, group+".real"); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink(group+".real", group); err != nil {
				t.Fatal(err)
			}
		}, filepath.ToSlash(filepath.Dir(victim.Input)) + " is a symbolic link"},
		// The judge used to skip files whose SHA was empty.
		{"empty SHA", func(t *testing.T, dir string) {
			jsonFile(t, filepath.Join(dir, testpkg.ManifestFile), func(m *testpkg.Manifest) { m.Tests[1].AnswerSHA256 = "" })
		}, `test ` + victim.Name + `: ` + victim.Answer + `: SHA-256 "" is not 64 hex digits`},
		// The judge used to follow ../ out of the package.
		{"../ path", func(t *testing.T, dir string) {
			jsonFile(t, filepath.Join(dir, testpkg.ManifestFile), func(m *testpkg.Manifest) { m.Tests[1].Input = "../../../../etc/passwd" })
		}, `path "../../../../etc/passwd" does not stay inside the package`},
		{"absolute path", func(t *testing.T, dir string) {
			jsonFile(t, filepath.Join(dir, testpkg.ManifestFile), func(m *testpkg.Manifest) { m.Tests[1].Input = "/etc/passwd" })
		}, `path "/etc/passwd" does not stay inside the package`},
		// Size is checked before reading: a file grown to any size costs nothing.
		{"size mismatch", func(t *testing.T, dir string) {
			f, err := os.OpenFile(filepath.Join(dir, victim.Input), os.O_APPEND|os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			f.WriteString("1 1\n")
			f.Close()
		}, victim.Input + ": size "},
		{"same size, other content", func(t *testing.T, dir string) {
			path := filepath.Join(dir, victim.Answer)
			data, _ := os.ReadFile(path)
			data[0] ^= 1
			os.WriteFile(path, data, 0o644)
		}, victim.Answer + ": SHA-256 "},
		// A size over the problem's bound is refused from the manifest alone.
		{"size over the limit", func(t *testing.T, dir string) {
			jsonFile(t, filepath.Join(dir, testpkg.ManifestFile), func(m *testpkg.Manifest) { m.Tests[1].InputBytes = 1 << 40 })
		}, "over the problem's limit"},
		// A manifest from before the format was recorded has no sizes.
		{"manifest without format", func(t *testing.T, dir string) {
			jsonFile(t, filepath.Join(dir, testpkg.ManifestFile), func(m *testpkg.Manifest) { m.Format, m.FormatVersion = "", 0 })
		}, "rebuild it with carokit package"},
	}
}

// jsonFile rewrites a JSON file through edit.
func jsonFile(t *testing.T, path string, edit func(m *testpkg.Manifest)) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var m testpkg.Manifest
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	edit(&m)
	if data, err = json.MarshalIndent(&m, "", "  "); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}
