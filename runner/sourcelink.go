package runner

import (
	"os"
	"path/filepath"
	"strings"
)

// linkOutside refuses a symbolic link that leads out of its folder. A
// submission that is a link (path, resolved to real) is read as its
// target only when the target lies under the folder holding the link
// (symbolic links resolved), and a link inside a folder submission only
// when its target is under that folder: otherwise a link named sol.cpp
// to /etc/shadow, or to another user's files, would be compiled and its
// lines shown as compiler errors. nil when path is no link or stays in.
func linkOutside(path, abs, real, folder string) error {
	st, err := os.Lstat(abs)
	if err != nil || st.Mode()&os.ModeSymlink == 0 {
		return nil
	}
	if folder == "" {
		if folder, err = filepath.EvalSymlinks(filepath.Dir(abs)); err != nil {
			return notRunnable(path, "cannot resolve the folder of the symbolic link: %v", err)
		}
	}
	if strings.HasPrefix(real, folder+string(filepath.Separator)) {
		return nil
	}
	target, _ := os.Readlink(abs)
	return notRunnable(path, "%s is a symbolic link to %q, outside %s: carokit follows a link only to a file in the submission's own folder (copy the file there)",
		filepath.Base(abs), target, folder)
}
