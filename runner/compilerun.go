package runner

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// PrepareWith is PrepareSource with the compile settings opt: the cache
// folder, the compiler's memory limit, whether it is sandboxed.
func PrepareWith(ctx context.Context, s Source, opt Compile) (Program, error) {
	opt = opt.withDefaults()
	name := filepath.Base(s.Path)
	if s.Lang == "" {
		return Program{Name: name, Path: s.Main}, nil
	}
	c, ok := compilerFor(s.Lang)
	if !ok {
		return Program{}, fmt.Errorf("prepare %s: no compiler for %s", s.Path, s.Lang)
	}
	switch c.interp {
	case "":
	case "sh", "bash":
		return prepareShell(ctx, s, name, c.interp, opt)
	default:
		return preparePython(ctx, s, name, c.interp, opt)
	}
	out, err := c.build(ctx, s, name, opt)
	if err != nil {
		return Program{}, err
	}
	if c.outDir {
		return javaProgram(s, name, out)
	}
	return Program{Name: name, Path: out}, nil
}

// build compiles s and returns the cached output: an executable, or for
// Java a folder of class files.
func (c compiler) build(ctx context.Context, s Source, name string, opt Compile) (string, error) {
	tool, err := lookTool(s, c.argv[0])
	if err != nil {
		return "", err
	}
	cacheDir := opt.CacheDir
	if cacheDir == "" {
		if cacheDir, err = DefaultCacheDir(); err != nil {
			return "", fmt.Errorf("prepare %s: %w", name, err)
		}
	}
	env := c.env
	if c.argv[0] == "go" && os.Getenv("GOCACHE") == "" {
		if _, err := os.UserCacheDir(); err != nil {
			env = append(env[:len(env):len(env)], "GOCACHE="+filepath.Join(cacheDir, "go-build"))
		}
	}
	key, err := cacheKey(tool, c.argv, env, s.All)
	if err != nil {
		return "", fmt.Errorf("prepare %s: %w", name, err)
	}
	if bin := filepath.Join(cacheDir, key); c.cached(bin) {
		return bin, nil
	}
	sandboxed, err := compileSandboxed(opt.Sandbox)
	if err != nil {
		return "", fmt.Errorf("prepare %s: %w", name, err)
	}
	job := compileJob{opt: opt, env: env, source: s.Path}
	if job.tool, job.expose, err = toolchain(ctx, c.lang, tool); err != nil {
		return "", fmt.Errorf("prepare %s: %w", name, err)
	}
	b, copied, err := newBuildDir(cacheDir, s, sandboxed)
	if err != nil {
		return "", fmt.Errorf("prepare %s: %w", name, err)
	}
	defer b.remove()
	// The key of what is compiled: the copies, should a file have changed
	// since it was read.
	if key, err = cacheKey(tool, c.argv, env, copied.All); err != nil {
		return "", fmt.Errorf("prepare %s: %w", name, err)
	}
	var writable []string
	if c.lang == "Go" && sandboxed {
		gc, err := b.goCache(cacheDir)
		if err != nil {
			return "", fmt.Errorf("prepare %s: %w", name, err)
		}
		job.env = append(slices.Clone(env), "GOCACHE="+gc, "GOTELEMETRY=off", "GOENV=off")
		writable = append(writable, gc)
	}
	if c.lang == "Java" {
		// The JVM holds its limit itself (see javaProgram); one GC thread.
		job.memArgs = []string{"-J-Xmx{MiB}m", "-J-XX:+UseSerialGC"}
	}
	out, err := b.compileOut(ctx, c, job, copied, writable)
	if err != nil {
		return "", err
	}
	bin := filepath.Join(cacheDir, key)
	if err := os.Rename(out, bin); err != nil {
		// A folder cannot replace another: a concurrent build of the same
		// key got there first, and its output is as good as ours.
		if c.cached(bin) {
			return bin, nil
		}
		return "", fmt.Errorf("prepare %s: %w", name, err)
	}
	return bin, nil
}

// cached says bin is an output of c's kind.
func (c compiler) cached(bin string) bool {
	st, err := os.Lstat(bin)
	return err == nil && st.IsDir() == c.outDir && (c.outDir || st.Mode().IsRegular())
}

// compileOut runs c on s (the copies) in b and returns its checked output.
func (b *buildDir) compileOut(ctx context.Context, c compiler, j compileJob, s Source, writable []string) (string, error) {
	out := filepath.Join(b.out, "bin")
	if c.outDir {
		if err := os.Mkdir(out, 0o755); err != nil {
			return "", fmt.Errorf("prepare %s: %w", filepath.Base(j.source), err)
		}
		if err := b.give(out); err != nil {
			return "", fmt.Errorf("prepare %s: %w", filepath.Base(j.source), err)
		}
	}
	err := b.compile(ctx, j, c.expand(out, s), writable)
	var ce *CompileError
	if errors.As(err, &ce) && ce.Reason == "" {
		// A static libc may be missing: try once dynamically; a real
		// compile error fails again and is reported as such. A limit is
		// not tried twice.
		if dynamic, ok := c.withoutStatic(); ok {
			err = b.compile(ctx, j, dynamic.expand(out, s), writable)
		}
	}
	if err != nil {
		return "", err
	}
	return out, b.checkOutput(j, out, c.outDir)
}

// compile runs one compiler command in b.
func (b *buildDir) compile(ctx context.Context, j compileJob, args, writable []string) error {
	j.args = args
	res, err := b.run(ctx, j, writable...)
	if err != nil {
		return err
	}
	return b.failure(j, res)
}

// goCache is the Go build cache sandboxed compiles share: carokit's own
// (the user cache folder's carokit/go-build, else the cache folder's
// go-build), never the user's, which the compiler could write. The
// first Go compile fills it with the standard library, about 25 s of CPU.
func (b *buildDir) goCache(cacheDir string) (string, error) {
	dir := filepath.Join(cacheDir, "go-build")
	if user, err := os.UserCacheDir(); err == nil {
		dir = filepath.Join(user, "carokit", "go-build")
	}
	if _, err := os.Stat(dir); err == nil {
		return dir, nil
	}
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return "", err
	}
	if err := os.Mkdir(dir, 0o700); err != nil && !errors.Is(err, os.ErrExist) {
		return "", err
	}
	return dir, b.give(dir)
}

// toolchain returns the executable to run for tool (lang's compiler, as
// found on PATH) and the folders of its installation the sandbox must
// show besides the system ones. Wrappers are resolved on the host, where
// they find their configuration: a rustup proxy to its toolchain's
// rustc, go to its GOROOT.
func toolchain(ctx context.Context, lang, tool string) (string, []string, error) {
	real, err := filepath.EvalSymlinks(tool)
	if err != nil {
		return "", nil, err
	}
	switch {
	case lang == "Rust" && filepath.Base(real) != "rustc":
		sysroot, err := hostLine(ctx, tool, "--print", "sysroot")
		if err != nil {
			return "", nil, err
		}
		return filepath.Join(sysroot, "bin", "rustc"), installFolders(sysroot), nil
	case lang == "Go":
		goroot, err := hostLine(ctx, tool, "env", "GOROOT")
		if err != nil {
			return "", nil, err
		}
		return real, installFolders(goroot), nil
	}
	return real, installFolders(filepath.Dir(filepath.Dir(real))), nil
}

// installFolders is dirs without those the sandbox must never show whole:
// the root, the home folder and its parents.
func installFolders(dirs ...string) []string {
	home, _ := os.UserHomeDir()
	var out []string
	for _, d := range dirs {
		if !filepath.IsAbs(d) || d == "/" || (home != "" && (d == home || strings.HasPrefix(home, d+"/"))) {
			continue
		}
		out = append(out, filepath.Clean(d))
	}
	return out
}

// hostLine runs a toolchain's own query (no submission involved) and
// returns the first line it prints.
func hostLine(ctx context.Context, tool string, args ...string) (string, error) {
	cctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(cctx, tool, args...)
	var out, stderr limitedBuffer
	out.limit, stderr.limit = 64<<10, 64<<10
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("%s %s: %w: %s", tool, strings.Join(args, " "), err, firstLines(stderr.Bytes(), 2))
	}
	line, _, _ := strings.Cut(strings.TrimSpace(out.String()), "\n")
	return strings.TrimSpace(line), nil
}
