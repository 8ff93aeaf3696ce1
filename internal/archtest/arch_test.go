package archtest

import (
	"encoding/json"
	"errors"
	"io"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// pkg is what `go list -json` says of one package.
type pkg struct {
	ImportPath   string
	Imports      []string
	TestImports  []string
	XTestImports []string
}

// roleFolders hold one subfolder per problem and nothing else.
var roleFolders = []string{"problems", "gen", "brute", "solutions", "render", "submissions"}

// registry is the one package that names every problem; cliPackages may
// import it, since choosing a problem by name is their job (readme's
// tests check every problem's page against its declared verdicts, as the
// command line shows them).
const registry = "carokit/problems"

var cliPackages = []string{"carokit/app", "carokit/cmd/carokit", "carokit/readme"}

var owned = regexp.MustCompile(`^carokit/(problems|gen|brute|solutions|render|submissions)/([a-z0-9]+)(/.*)?$`)

// owner names the problem a package belongs to, or "" for the engine.
func owner(path string) string {
	if m := owned.FindStringSubmatch(path); m != nil {
		return m[2]
	}
	return ""
}

func list(t *testing.T) []pkg {
	t.Helper()
	cmd := exec.Command("go", "list", "-json", "carokit/...")
	out, err := cmd.Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			t.Fatalf("go list: %v\n%s", err, ee.Stderr)
		}
		t.Fatalf("go list: %v", err)
	}
	var pkgs []pkg
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p pkg
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	if len(pkgs) < 10 {
		t.Fatalf("go list found only %d packages", len(pkgs))
	}
	return pkgs
}

// TestLayout checks, for every package of the module:
//   - the engine (any package no problem owns) imports no problem's
//     package, in its code or its tests; only the command line imports
//     the registry, which is how it picks a problem by name, and the
//     folder problem (problems/folder), which is how it opens one by path;
//   - a problem's package never imports another problem's adapter
//     (problems/NAME itself): a dialect reuses a problem's model,
//     generators and solutions, never its wiring;
//   - nothing but a problem's subfolder sits in a role folder (gen/,
//     brute/, solutions/, render/, submissions/), so each role reads as
//     one folder per problem.
//
// folderProblem is the adapter of a problem given as a folder, which the
// command line opens as it looks up a built-in in the registry.
const folderProblem = "carokit/problems/folder"

func TestLayout(t *testing.T) {
	for _, p := range list(t) {
		me := owner(p.ImportPath)
		for _, role := range roleFolders {
			if p.ImportPath == "carokit/"+role && role != "problems" {
				t.Errorf("%s: code directly in the role folder %s/; it belongs in %s/NAME", p.ImportPath, role, role)
			}
		}
		all := map[string][]string{"imports": p.Imports, "test imports": append(slices.Clone(p.TestImports), p.XTestImports...)}
		for kind, imports := range all {
			for _, imp := range imports {
				if !strings.HasPrefix(imp, "carokit/") || imp == p.ImportPath {
					continue
				}
				them := owner(imp)
				switch {
				case me == "" && imp == registry && !slices.Contains(cliPackages, p.ImportPath):
					t.Errorf("%s %s the problem registry: only the command line may choose problems", p.ImportPath, kind)
				case me == "" && imp == folderProblem && slices.Contains(cliPackages, p.ImportPath):
					// The command line opens a problem folder as it picks a built-in by name.
				case me == "" && them != "" && p.ImportPath != registry:
					t.Errorf("engine package %s %s %s, which belongs to problem %s", p.ImportPath, kind, imp, them)
				case me != "" && them != "" && them != me && imp == "carokit/problems/"+them:
					t.Errorf("%s (problem %s) %s the adapter of problem %s; reuse its model or generators instead", p.ImportPath, me, kind, them)
				}
			}
		}
	}
}

// TestOwner pins the rule that decides who owns a package.
func TestOwner(t *testing.T) {
	cases := []struct{ path, want, why string }{
		{"carokit/problems/caro", "caro", "an adapter belongs to its problem"},
		{"carokit/problems/caro/game", "caro", "so does its model, however deep"},
		{"carokit/gen/havannah", "havannah", "role folders name their problem"},
		{"carokit/problems", "", "the registry is wiring, not a problem"},
		{"carokit/judge", "", "engine"},
		{"carokit/internal/runner", "", "engine internals"},
	}
	for _, c := range cases {
		if got := owner(c.path); got != c.want {
			t.Errorf("owner(%s) = %q, want %q (%s)", c.path, got, c.want, c.why)
		}
	}
}

// leaves are packages that must import no carokit package in their code
// (their tests may): what they do reads alone. The sandbox is the code
// that runs inside the namespaces, as the re-executed init; runner
// drives it, never the reverse.
var leaves = map[string]string{
	"carokit/runner/internal/sandbox": "the sandbox's init runs inside the namespaces; runner drives it",
}

// TestLeaves checks that no leaf package imports a carokit package.
func TestLeaves(t *testing.T) {
	seen := map[string]bool{}
	for _, p := range list(t) {
		why, ok := leaves[p.ImportPath]
		if !ok {
			continue
		}
		seen[p.ImportPath] = true
		for _, imp := range p.Imports {
			if imp == "carokit" || strings.HasPrefix(imp, "carokit/") {
				t.Errorf("%s imports %s: it must import no carokit package (%s)", p.ImportPath, imp, why)
			}
		}
	}
	for leaf := range leaves {
		if !seen[leaf] {
			t.Errorf("leaf package %s is gone: update the rule in archtest", leaf)
		}
	}
}

// testOnly are the packages only tests import: the problem contract's
// checks (they call testing) and the engine's fake problem.
var testOnly = []string{"carokit/problem/problemtest", "carokit/problem/problemtest/fake"}

// TestTestOnly checks that no package's code imports a test-only package
// (their own code aside: the checks' tests use the fake).
func TestTestOnly(t *testing.T) {
	seen := map[string]bool{}
	for _, p := range list(t) {
		seen[p.ImportPath] = true
		for _, imp := range p.Imports {
			if slices.Contains(testOnly, imp) && !slices.Contains(testOnly, p.ImportPath) {
				t.Errorf("%s imports %s, which only tests may import", p.ImportPath, imp)
			}
		}
	}
	for _, pkg := range testOnly {
		if !seen[pkg] {
			t.Errorf("test-only package %s is gone: update the rule in archtest", pkg)
		}
	}
}
