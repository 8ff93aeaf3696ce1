package sandbox

import (
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// showWritable binds each host folder of dirs at its place under root,
// writable, without set-user-ID files or devices: a compiler's output
// folder and Go's build cache. They are shown after everything else, so
// that no read-only bind covers them.
func showWritable(root string, dirs []string) error {
	for _, d := range dirs {
		st, err := os.Lstat(d)
		if err != nil {
			return err
		}
		if !st.IsDir() {
			return fmt.Errorf("writable %s: not a folder", d)
		}
		dst := root + d
		if err := os.MkdirAll(dst, 0o755); err != nil {
			return err
		}
		if err := unix.Mount(d, dst, "", unix.MS_BIND, ""); err != nil {
			return fmt.Errorf("bind %s: %w", d, err)
		}
		var fs unix.Statfs_t
		if err := unix.Statfs(dst, &fs); err != nil {
			return fmt.Errorf("statfs %s: %w", d, err)
		}
		keep := uintptr(fs.Flags) & (unix.MS_NOEXEC | unix.MS_NOATIME | unix.MS_NODIRATIME | unix.MS_RELATIME)
		if err := unix.Mount("", dst, "", unix.MS_REMOUNT|unix.MS_BIND|unix.MS_NOSUID|unix.MS_NODEV|keep, ""); err != nil {
			return fmt.Errorf("remount %s: %w", d, err)
		}
	}
	return nil
}
