package progtest

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// cppFlags are the flags every program is compiled with.
var cppFlags = []string{"-std=c++17", "-O2", "-Wall"}

// compiled holds, by key (see compileKey), the program compiled last for
// it in this process: a test that compiles the same source again (a
// problem's validator.cpp is also the validator both Kattis exports
// ship) gets a link to it instead of a second g++ run of seconds.
var compiled struct {
	sync.Mutex
	entries map[string]*compiledEntry
}

// compiledEntry is one key's program; its mutex makes a second test of
// the same key wait for the first compile rather than run its own.
type compiledEntry struct {
	sync.Mutex
	path string // "" until compiled
}

// CompileCPP compiles the C++17 source file src into a program in a
// temporary folder of t and returns its path. Without g++ the test skips,
// saying so: the export's programs cannot be run then. A source compiled
// before in this process, with the same files beside it, is linked
// rather than compiled again.
//
// The race run (-race -short) skips the test: what these programs do is
// C++'s, with nothing of carokit's concurrency for the detector to see,
// and the full run checks them.
func CompileCPP(t testing.TB, src string) string {
	t.Helper()
	if raceBuild && testing.Short() {
		t.Skip("the race run (-short) leaves the exported C++ programs to the full run")
	}
	gxx, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("g++ not installed: cannot compile " + src)
	}
	key, err := compileKey(gxx, src)
	if err != nil {
		t.Fatalf("compile %s: %v", src, err)
	}
	compiled.Lock()
	if compiled.entries == nil {
		compiled.entries = map[string]*compiledEntry{}
	}
	e := compiled.entries[key]
	if e == nil {
		e = &compiledEntry{}
		compiled.entries[key] = e
	}
	compiled.Unlock()

	e.Lock()
	defer e.Unlock()
	bin := filepath.Join(t.TempDir(), strings.TrimSuffix(filepath.Base(src), ".cpp"))
	// The earlier program lives in its test's temporary folder (gone
	// once that test ended) and in the store, which outlives the process.
	if e.path != "" && os.Link(e.path, bin) == nil {
		return bin
	}
	stored := ""
	if dir := storeDir(); dir != "" {
		stored = filepath.Join(dir, key)
		if os.Link(stored, bin) == nil {
			e.path = bin
			return bin
		}
	}
	out, err := exec.Command(gxx, append(append([]string{}, cppFlags...), "-o", bin, src)...).CombinedOutput()
	if err != nil {
		t.Fatalf("compile %s: %v\n%s", src, err, out)
	}
	e.path = bin
	if stored != "" {
		keep(bin, stored)
	}
	return bin
}

// storeDir is the folder that keeps compiled programs between test
// processes (every test package compiles the same validators and
// checkers, a few seconds each with testlib.h): one per user in the
// temporary folder, made private; "" when it is not a private folder of
// its own, and then each process compiles for itself.
func storeDir() string {
	dir := filepath.Join(os.TempDir(), fmt.Sprintf("carokit-progtest-%d", os.Getuid()))
	if err := os.Mkdir(dir, 0o700); err != nil && !os.IsExist(err) {
		return ""
	}
	st, err := os.Lstat(dir)
	if err != nil || !st.IsDir() || st.Mode().Perm() != 0o700 {
		return ""
	}
	return dir
}

// keep puts a link to bin at stored, atomically (a name of its own, then
// a rename), so a concurrent test process never runs a half-written
// program. A failure only costs a later compile.
func keep(bin, stored string) {
	tmp := fmt.Sprintf("%s.%d.tmp", stored, os.Getpid())
	if os.Link(bin, tmp) != nil {
		return
	}
	if os.Rename(tmp, stored) != nil {
		os.Remove(tmp)
	}
}

// compileKey names what a compile of src makes: the compiler, the flags,
// the source's name and every file of its folder, by name and content
// (the headers it includes with "", such as testlib.h, are there).
func compileKey(gxx, src string) (string, error) {
	dir := filepath.Dir(src)
	files, err := os.ReadDir(dir)
	if err != nil {
		return "", err
	}
	h := sha256.New()
	fmt.Fprintf(h, "%q %q %q\n", gxx, cppFlags, filepath.Base(src))
	for _, f := range files {
		if !f.Type().IsRegular() {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, f.Name()))
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%q %x\n", f.Name(), sha256.Sum256(data))
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
