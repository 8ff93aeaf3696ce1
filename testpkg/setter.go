package testpkg

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// SetterFilesError is a rebuild refused because the package's data/
// folder holds files carokit did not write there: the previous manifest
// does not list them, and a rebuild replaces data/ as a whole.
type SetterFilesError struct {
	Out   string   // the package folder, as given
	Files []string // slash-separated, relative to Out, sorted
}

// maxNamed is how many of the files the message names.
const maxNamed = 8

func (e *SetterFilesError) Error() string {
	names := e.Files
	more := ""
	if len(names) > maxNamed {
		names, more = names[:maxNamed], fmt.Sprintf(" and %d more", len(e.Files)-maxNamed)
	}
	return fmt.Sprintf("refusing to rebuild the package in %s: its data/ holds files carokit did not write, which the rebuild would remove: %s%s; move them away (a test of your own goes into the plan as a \"file\" line) or pass --force to remove them",
		e.Out, strings.Join(names, ", "), more)
}

// setterFiles lists what data/ holds beyond what the package's previous
// build wrote there: the test files its manifest lists, the test groups'
// test_group.yaml and their folders. Every other file, link or empty
// folder under data/ is the setter's.
func (t *target) setterFiles() ([]string, error) {
	if t.old == nil {
		return nil, nil // no package there: data/ is not replaced
	}
	ours := map[string]bool{"data/secret/test_group.yaml": true}
	dirs := map[string]bool{"data": true, "data/sample": true, "data/secret": true}
	for _, s := range t.old.Subtasks {
		group := s.Group
		if group == "" {
			group = GroupName(s.ID)
		}
		ours["data/secret/"+group+"/test_group.yaml"] = true
		dirs["data/secret/"+group] = true
	}
	for _, list := range [][]TestEntry{t.old.Samples, t.old.Tests} {
		for _, e := range list {
			for _, f := range e.files() {
				ours[f.rel] = true
				for d := path.Dir(f.rel); d != "." && d != "/"; d = path.Dir(d) {
					dirs[d] = true
				}
			}
		}
	}
	var theirs []string
	root := filepath.Join(t.dir, "data")
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, rerr := filepath.Rel(t.dir, p)
		if rerr != nil {
			return rerr
		}
		rel = filepath.ToSlash(rel)
		if !d.IsDir() {
			if !ours[rel] {
				theirs = append(theirs, rel)
			}
			return nil
		}
		if !dirs[rel] && emptyDir(p) {
			theirs = append(theirs, rel+"/")
		}
		return nil
	})
	if errors.Is(err, fs.ErrNotExist) && len(theirs) == 0 {
		return nil, nil // no data/ at all
	}
	if err != nil {
		return nil, fmt.Errorf("package folder: look for files of your own in data/: %w", err)
	}
	slices.Sort(theirs)
	return theirs, nil
}

// checkSetterFiles refuses, unless force, a rebuild that would remove
// files of the setter's from data/.
func (t *target) checkSetterFiles(out string, force bool) error {
	if force {
		return nil
	}
	files, err := t.setterFiles()
	if err != nil {
		return err
	}
	if len(files) > 0 {
		return &SetterFilesError{Out: out, Files: files}
	}
	return nil
}

func emptyDir(dir string) bool {
	entries, err := os.ReadDir(dir)
	return err == nil && len(entries) == 0
}
