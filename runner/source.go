package runner

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Source is one submission: a file, or a folder whose files make one
// program, as Inspect found it.
type Source struct {
	Path string // as given (for a symbolic link, the link)
	Dir  string // a folder submission's folder, symbolic links resolved; "" for a file
	// Lang is the language (a compilers entry), "" for an executable
	// file run as is.
	Lang  string
	Files []string // the source files of Lang, compiled (or checked) together, sorted
	All   []string // every file of the submission (sources, headers, …): the cache key
	// Main is the entry point: the file run (Python, an executable),
	// compiled (Rust), or holding the main class (Java). For C, C++ and Go
	// every file is compiled and Main is the first one.
	Main string
}

// NotRunnableError is a path carokit cannot run as a program: an unknown
// extension, a folder mixing languages or without an entry point, a
// dangling symbolic link, a compiler missing on this machine. The judge
// lists such submissions as not judged.
type NotRunnableError struct {
	Path   string
	Reason string
}

func (e *NotRunnableError) Error() string {
	return fmt.Sprintf("cannot run %s: %s", e.Path, e.Reason)
}

func notRunnable(path, format string, args ...any) error {
	return &NotRunnableError{Path: path, Reason: fmt.Sprintf(format, args...)}
}

// Ignored reports whether a file in a submissions folder is not a program
// and is skipped without a word: hidden files, README*, *.md, *.txt and
// submissions.yaml. Inside a folder submission the same files are left
// out of it.
func Ignored(name string) bool {
	lower := strings.ToLower(name)
	ext := filepath.Ext(lower)
	return strings.HasPrefix(name, ".") || strings.HasPrefix(lower, "readme") ||
		ext == ".md" || ext == ".txt" || name == "submissions.yaml"
}

// languageOf returns the language of a source file name, "" when none.
// Extensions match in any case, except that ".C" is C++ and ".c" is C, as
// in Kattis problemtools' languages.yaml (whose C++ globs are *.cc *.C
// *.cpp *.cxx *.c++).
func languageOf(name string) string {
	ext := filepath.Ext(name)
	if ext == ".C" {
		return "C++"
	}
	ext = strings.ToLower(ext)
	for _, c := range compilers {
		if slices.Contains(c.exts, ext) {
			return c.lang
		}
	}
	return ""
}

// knownExts lists the extensions of every language, for messages.
func knownExts() string {
	var exts []string
	for _, c := range compilers {
		exts = append(exts, c.exts...)
	}
	return strings.Join(exts, " ")
}

// Inspect reads what path is as a submission, following symbolic links
// that stay in the submission's folder (see linkOutside):
//   - a file with a known extension (any case; see languageOf) is a
//     program of that language;
//   - an executable file without one is run as is;
//   - a folder is one program made of the files directly inside it (see
//     inspectFolder).
//
// Anything else is a *NotRunnableError; a path that does not exist is a
// plain error.
func Inspect(path string) (Source, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return Source{}, fmt.Errorf("inspect %s: %w", path, err)
	}
	if _, err := os.Lstat(abs); err != nil {
		return Source{}, fmt.Errorf("inspect %s: %w", path, err)
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		target, _ := os.Readlink(abs)
		return Source{}, notRunnable(path, "dangling symbolic link to %q", target)
	}
	if err := linkOutside(path, abs, real, ""); err != nil {
		return Source{}, err
	}
	st, err := os.Stat(real)
	if err != nil {
		return Source{}, fmt.Errorf("inspect %s: %w", path, err)
	}
	switch {
	case st.IsDir():
		return inspectFolder(path, real)
	case !st.Mode().IsRegular():
		return Source{}, notRunnable(path, "not a regular file")
	}
	// The name the user sees decides the language, even for a link to a
	// file named otherwise.
	if lang := languageOf(abs); lang != "" {
		file := real
		if c, _ := compilerFor(lang); lang == "Java" || (c.interp == "" && languageOf(real) != lang) {
			// Java wants Sol.java to hold class Sol, and compilers go by
			// the extension (interpreters do not): compile under the
			// name the user sees.
			file = abs
		}
		return Source{Path: path, Lang: lang, Files: []string{file}, All: []string{file}, Main: file}, nil
	}
	if st.Mode().Perm()&0o111 != 0 {
		return Source{Path: path, Main: real}, nil
	}
	if ext := filepath.Ext(path); ext != "" {
		return Source{}, notRunnable(path, "unknown extension %q (known: %s, or an executable file)", ext, knownExts())
	}
	return Source{}, notRunnable(path, "neither a source file (known extensions: %s) nor executable", knownExts())
}

// inspectFolder reads a folder submission (Kattis rules): its language is
// that of its source files, which must all be of one language; every
// source file is compiled together; the entry point is found by
// entryPoint. Files Ignored by name and subfolders are left out.
func inspectFolder(path, dir string) (Source, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return Source{}, fmt.Errorf("inspect %s: %w", path, err)
	}
	s := Source{Path: path, Dir: dir}
	byLang := map[string][]string{}
	var langs []string
	for _, e := range entries {
		if Ignored(e.Name()) {
			continue
		}
		file := filepath.Join(dir, e.Name())
		st, err := os.Stat(file)
		if errors.Is(err, fs.ErrNotExist) {
			target, _ := os.Readlink(file)
			return Source{}, notRunnable(path, "%s is a dangling symbolic link to %q", e.Name(), target)
		}
		if err != nil {
			return Source{}, fmt.Errorf("inspect %s: %w", path, err)
		}
		if !st.Mode().IsRegular() {
			continue
		}
		real, err := filepath.EvalSymlinks(file)
		if err != nil {
			return Source{}, fmt.Errorf("inspect %s: %w", path, err)
		}
		if err := linkOutside(path, file, real, dir); err != nil {
			return Source{}, err
		}
		s.All = append(s.All, file)
		if lang := languageOf(e.Name()); lang != "" {
			if byLang[lang] == nil {
				langs = append(langs, lang)
			}
			byLang[lang] = append(byLang[lang], file)
		}
	}
	switch len(langs) {
	case 0:
		return Source{}, notRunnable(path, "a folder with no source file (known extensions: %s)", knownExts())
	case 1:
	default:
		var parts []string
		for _, l := range langs {
			parts = append(parts, fmt.Sprintf("%s (%s)", l, baseNames(byLang[l])))
		}
		return Source{}, notRunnable(path, "mixes languages: %s; a folder submission is one language", strings.Join(parts, ", "))
	}
	s.Lang, s.Files = langs[0], byLang[langs[0]]
	main, err := entryPoint(s.Lang, filepath.Base(dir), s.Files)
	if err != nil {
		return Source{}, notRunnable(path, "%s", err)
	}
	s.Main = main
	return s, nil
}

func baseNames(files []string) string {
	names := make([]string, len(files))
	for i, f := range files {
		names[i] = filepath.Base(f)
	}
	return strings.Join(names, " ")
}

// entryPoint picks a folder submission's entry file among its sources, by
// the conventions Kattis problemtools follows: Python runs __main__.py,
// else main.py, else the only .py file (a shell script main.sh, else the
// only one); Rust compiles main.rs, else the
// only .rs file; Java runs the class that declares main, and when several
// do, the one named after the folder, else Main; C, C++ and Go compile
// everything (Main is the first file).
func entryPoint(lang, folder string, files []string) (string, error) {
	byName := func(names ...string) string {
		for _, n := range names {
			for _, f := range files {
				if strings.EqualFold(filepath.Base(f), n) {
					return f
				}
			}
		}
		return ""
	}
	switch lang {
	case "Python":
		if f := byName("__main__.py", "main.py"); f != "" {
			return f, nil
		}
	case "Python 2":
		if f := byName("__main__.py2", "main.py2"); f != "" {
			return f, nil
		}
	case "Shell", "Bash":
		if f := byName("main.sh", "main.bash", "run.sh"); f != "" {
			return f, nil
		}
	case "Rust":
		if f := byName("main.rs"); f != "" {
			return f, nil
		}
	case "Java":
		return javaEntry(folder, files)
	default:
		return files[0], nil
	}
	if len(files) == 1 {
		return files[0], nil
	}
	return "", fmt.Errorf("no entry point: %d %s files (%s) and none is %s", len(files), lang, baseNames(files),
		map[string]string{"Python": "__main__.py or main.py", "Python 2": "main.py2", "Shell": "main.sh", "Bash": "main.bash", "Rust": "main.rs"}[lang])
}

// Listed is one entry of a submissions folder, as ListSubmissions found it.
type Listed struct {
	Folder string // the subfolder, e.g. "accepted"
	Name   string // Folder/entry, e.g. "accepted/sol.cpp"
	Path   string
	Source Source // when it can run
	// NotRunnable says why it cannot run ("" when it can).
	NotRunnable string
}

// ListSubmissions lists the submissions of dir's subfolders folders, in
// that order, each sorted by name: every file, link or folder that is not
// Ignored is one submission, read by Inspect. What cannot run is listed
// with the reason, so that it is reported rather than skipped; missing
// subfolders are skipped. judge --submissions and export's ReadSubmissions
// both find submissions through it.
func ListSubmissions(dir string, folders []string) ([]Listed, error) {
	var out []Listed
	for _, folder := range folders {
		entries, err := os.ReadDir(filepath.Join(dir, folder))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("read submissions: %w", err)
		}
		for _, e := range entries {
			if Ignored(e.Name()) {
				continue
			}
			l := Listed{Folder: folder, Name: folder + "/" + e.Name(), Path: filepath.Join(dir, folder, e.Name())}
			s, err := Inspect(l.Path)
			var nr *NotRunnableError
			switch {
			case errors.As(err, &nr):
				l.NotRunnable = nr.Reason
			case err != nil:
				return nil, fmt.Errorf("read submissions: %w", err)
			default:
				l.Source = s
			}
			out = append(out, l)
		}
	}
	return out, nil
}
