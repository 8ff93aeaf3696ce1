package testpkg

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// buildingPrefix starts the name of the temporary folder a package is
// built in, beside the package folder: ".NAME.building-".
func buildingPrefix(dir string) string { return "." + filepath.Base(dir) + ".building-" }

// newBuildingDir creates the temporary folder of a build beside dir and
// marks it as owned by this process (see lockDir). The folder gets the
// normal mode, 0755 less the umask, unlike os.MkdirTemp's 0700: it
// becomes the package folder when there was none.
func newBuildingDir(dir string) (path string, owner io.Closer, err error) {
	parent, prefix := filepath.Dir(dir), buildingPrefix(dir)
	for range 100 {
		path = filepath.Join(parent, prefix+strconv.FormatUint(rand.Uint64(), 36))
		if err := os.Mkdir(path, 0o755); errors.Is(err, fs.ErrExist) {
			continue
		} else if err != nil {
			return "", nil, fmt.Errorf("create temporary package folder: %w", err)
		}
		owner, ok, err := lockDir(path)
		if err != nil {
			return "", nil, fmt.Errorf("create temporary package folder: %w", err)
		}
		if ok {
			return path, owner, nil
		}
		// Another build took it for a dead one's between the mkdir and the
		// lock, and is removing it: start again under a new name.
	}
	return "", nil, errors.New("create temporary package folder: no free name after 100 tries")
}

// removeStale deletes the temporary folders that builds of dir left
// behind when they were killed (kill -9, a crash, a power cut): those no
// live process owns. It returns the folders removed.
func removeStale(dir string) []string {
	parent, prefix := filepath.Dir(dir), buildingPrefix(dir)
	entries, err := os.ReadDir(parent)
	if err != nil {
		return nil
	}
	var removed []string
	for _, e := range entries {
		if !e.IsDir() || !strings.HasPrefix(e.Name(), prefix) {
			continue
		}
		path := filepath.Join(parent, e.Name())
		if removeIfDead(path) {
			removed = append(removed, path)
		}
	}
	return removed
}
