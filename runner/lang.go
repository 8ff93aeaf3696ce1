package runner

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// javaMain finds a main method declaration: "public static void main(",
// "static public void main(", "public static final void main(".
var javaMain = regexp.MustCompile(`\bstatic\b[\w\s]*\bvoid\s+main\s*\(`)

// javaPackage finds a package declaration, which prefixes the class name.
var javaPackage = regexp.MustCompile(`(?m)^\s*package\s+([\w.]+)\s*;`)

// javaEntry picks the file of a Java folder submission's main class: the
// only file declaring main; among several (or none found), the file named
// after the folder, else Main.java; else the only file.
func javaEntry(folder string, files []string) (string, error) {
	var withMain []string
	for _, f := range files {
		if b, err := os.ReadFile(f); err == nil && javaMain.Match(b) {
			withMain = append(withMain, f)
		}
	}
	if len(withMain) == 1 {
		return withMain[0], nil
	}
	candidates := withMain
	if len(candidates) == 0 {
		candidates = files
	}
	for _, want := range []string{folder + ".java", "Main.java"} {
		for _, f := range candidates {
			if filepath.Base(f) == want {
				return f, nil
			}
		}
	}
	if len(files) == 1 {
		return files[0], nil
	}
	return "", fmt.Errorf("no entry point: %d Java files (%s), %d declare main, and none of those is %s.java or Main.java",
		len(files), baseNames(files), len(withMain), folder)
}

// javaMainClass is the class java runs for the entry file: its name,
// prefixed by its package.
func javaMainClass(file string) (string, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return "", err
	}
	class := strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	if m := javaPackage.FindSubmatch(b); m != nil {
		class = string(m[1]) + "." + class
	}
	return class, nil
}

// javaProgram runs the class folder javac wrote, as Kattis does: serial
// GC, a 64 MiB stack for deep recursion, and a heap of the memory limit.
// The JVM reserves far more address space than it uses, so it cannot run
// under RLIMIT_DATA: its limit is -Xmx (MemoryArgs), and the peak resident
// set is still checked against the limit after the run.
func javaProgram(s Source, name, classes string) (Program, error) {
	java, err := lookTool(s, "java")
	if err != nil {
		return Program{}, err
	}
	class, err := javaMainClass(s.Main)
	if err != nil {
		return Program{}, fmt.Errorf("prepare %s: %w", name, err)
	}
	return Program{
		Name: name, Path: java,
		Args:       []string{"-Dfile.encoding=UTF-8", "-XX:+UseSerialGC", "-Xss64m", "-cp", classes, class},
		MemoryArgs: []string{"-Xms{MiB}m", "-Xmx{MiB}m"},
		Expose:     []string{classes},
	}, nil
}

// forLimits returns p as it runs under lim: a program that holds the
// memory limit itself (MemoryArgs) gets its arguments and no RLIMIT_DATA.
func (p Program) forLimits(lim Limits) (Program, Limits) {
	if len(p.MemoryArgs) == 0 {
		return p, lim
	}
	lim.noDataLimit = true
	if lim.MemoryBytes <= 0 {
		return p, lim
	}
	mib := strconv.FormatInt(max(lim.MemoryBytes>>20, 1), 10)
	args := make([]string, 0, len(p.MemoryArgs)+len(p.Args))
	for _, a := range p.MemoryArgs {
		args = append(args, strings.ReplaceAll(a, "{MiB}", mib))
	}
	p.Args = append(args, p.Args...)
	return p, lim
}

// lookTool finds a compiler or runtime on PATH; a missing one makes the
// submission not runnable on this machine.
func lookTool(s Source, tool string) (string, error) {
	path, err := exec.LookPath(tool)
	if err != nil {
		return "", notRunnable(s.Path, "%s is not installed here (%s needs it): %v", tool, s.Lang, err)
	}
	return path, nil
}

// cacheKey is the name of a compiled output in the cache: the SHA-256 of
// the compiler's identity (its real path, size and modification time, so
// an upgrade compiles again), its command and environment, and the name
// and content of every file of the submission.
func cacheKey(tool string, argv, env, files []string) (string, error) {
	h := sha256.New()
	part := func(s string) {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	real, err := filepath.EvalSymlinks(tool)
	if err != nil {
		real = tool
	}
	part(real)
	if st, err := os.Stat(real); err == nil {
		part(strconv.FormatInt(st.Size(), 10))
		part(st.ModTime().UTC().Format(time.RFC3339Nano))
	}
	for _, a := range argv {
		part(a)
	}
	for _, e := range env {
		part(e)
	}
	for _, f := range files {
		content, err := os.ReadFile(f)
		if err != nil {
			return "", err
		}
		part(filepath.Base(f))
		part(strconv.Itoa(len(content)))
		h.Write(content)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
