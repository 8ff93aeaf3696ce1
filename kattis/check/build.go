package check

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"carokit/runner"
)

// buildLimits bound a build script's run, its compilers together.
var buildLimits = runner.Limits{CPU: 2 * time.Minute, MemoryBytes: 2 << 30, OutputBytes: 1 << 20, MaxProcesses: 64}

// buildScript prepares a folder program with a `build` script (2025-09,
// "Other programs"): the script runs once per content of the folder, in
// the sandbox, in a copy of the folder under cacheDir (the copy the one
// folder it may write), and must leave an executable `run` there, which
// is the program, its folder visible. The copy is kept as the cache.
func buildScript(ctx context.Context, dir, cacheDir string, sandbox runner.SandboxMode) (runner.Program, error) {
	if cacheDir == "" {
		var err error
		if cacheDir, err = runner.DefaultCacheDir(); err != nil {
			return runner.Program{}, err
		}
	}
	base := filepath.Join(cacheDir, "kattis-build")
	key, err := folderKey(dir)
	if err != nil {
		return runner.Program{}, err
	}
	target := filepath.Join(base, key)
	if isExecutable(filepath.Join(target, "run")) {
		return runScriptIn(target), nil
	}
	if err := os.MkdirAll(base, 0o700); err != nil {
		return runner.Program{}, err
	}
	tmp, err := os.MkdirTemp(base, ".build-")
	if err != nil {
		return runner.Program{}, err
	}
	defer os.RemoveAll(tmp)
	if err := copyFolder(dir, tmp); err != nil {
		return runner.Program{}, err
	}
	lim := buildLimits
	lim.Sandbox = sandbox
	res, err := runner.Run(ctx, runner.Program{Name: "build", Path: "/bin/sh",
		Args: []string{"-c", `cd "$1" && ./build`, "build", tmp}, Writable: []string{tmp}}, "", lim)
	if err != nil {
		return runner.Program{}, err
	}
	if res.ExitCode != 0 || res.Signal != "" {
		return runner.Program{}, fmt.Errorf("its build script failed (%s)%s", res.Detail, withSaid(res))
	}
	if !isExecutable(filepath.Join(tmp, "run")) {
		return runner.Program{}, errors.New("its build script left no executable run file")
	}
	if err := os.Rename(tmp, target); err != nil && !isExecutable(filepath.Join(target, "run")) {
		return runner.Program{}, err // else a concurrent build got there first
	}
	return runScriptIn(target), nil
}

// runScriptIn is the program of a built folder.
func runScriptIn(dir string) runner.Program {
	return runner.Program{Name: filepath.Base(dir), Path: filepath.Join(dir, "run"), Expose: []string{dir}}
}

func isExecutable(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Mode().IsRegular() && st.Mode().Perm()&0o111 != 0
}

// folderKey is the SHA-256 of a folder's file names, modes and contents.
func folderKey(dir string) (string, error) {
	h := sha256.New()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%q %o %d\n", filepath.ToSlash(rel), info.Mode().Perm()&0o111, len(data))
		h.Write(data)
		return nil
	})
	return hex.EncodeToString(h.Sum(nil)), err
}

// copyFolder copies a folder's regular files and subfolders, writable by
// anyone (the sandboxed build is nobody when carokit is root; to is in
// a folder only carokit's user enters).
func copyFolder(from, to string) error {
	return filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, path)
		if err != nil {
			return err
		}
		dst := filepath.Join(to, rel)
		switch {
		case d.IsDir():
			if err := os.MkdirAll(dst, 0o777); err != nil {
				return err
			}
			return os.Chmod(dst, 0o777)
		case !d.Type().IsRegular():
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if err := os.WriteFile(dst, data, 0o666|info.Mode().Perm()&0o111); err != nil {
			return err
		}
		return os.Chmod(dst, 0o666|info.Mode().Perm()&0o111)
	})
}
