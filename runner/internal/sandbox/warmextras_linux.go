package sandbox

import (
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// A warm run's extras (runner's Program.Given and Program.Feedback),
// without a cold start: the request's files after the standard three are
// the given files, which the program inherits as descriptors 3, 4, …;
// with Feedback the init mounts an empty tmpfs on FeedbackDir for the run
// (owned by the program's user), and when the run is over sends its exit
// line with a descriptor of that folder, then unmounts it: the judge
// reads the files through the descriptor (the tmpfs lives until it
// closes it), and no later run sees them.

// FeedbackDir is the feedback folder's path in the sandbox: an empty
// folder of the read-only root, mounted on for the runs that ask.
const FeedbackDir = "/feedback"

// MaxGiven is how many files a warm request may give its run.
const MaxGiven = 4

// feedbackMount mounts a fresh feedback folder of size bytes.
func feedbackMount(spec Spec, size int64) error {
	opts := fmt.Sprintf("size=%d,nr_inodes=64,mode=0755,uid=%d,gid=%d", size, spec.UID, spec.UID)
	return unconfined(func() error {
		if err := unix.Mount("tmpfs", FeedbackDir, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, opts); err != nil {
			return fmt.Errorf("mount %s: %w", FeedbackDir, err)
		}
		return nil
	})
}

// feedbackReport sends the run's exit line with a descriptor of the
// feedback folder, then unmounts the folder.
func feedbackReport(line string) error {
	fd, err := unix.Open(FeedbackDir, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		return fmt.Errorf("open %s: %w", FeedbackDir, err)
	}
	err = unix.Sendmsg(statusFD, []byte(line+"\n"), unix.UnixRights(fd), nil, 0)
	unix.Close(fd)
	if err != nil {
		return fmt.Errorf("report: %w", err)
	}
	return unconfined(func() error {
		if err := unix.Unmount(FeedbackDir, unix.MNT_DETACH); err != nil {
			return fmt.Errorf("unmount %s: %w", FeedbackDir, err)
		}
		return nil
	})
}

// programFiles are the program's descriptors: its standard streams, then
// the given files.
func programFiles(std, given []*os.File) []*os.File {
	return append(std[:len(std):len(std)], given...)
}
