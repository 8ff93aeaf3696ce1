package runner

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"

	"carokit/runner/internal/sandbox"
)

// warmExtras fills req with p's extras for a warm run (see extras.go):
// its arguments with the sandbox's paths, each given file a sealed
// memory file to send after the standard three, the feedback folder
// asked of the init. release closes the files once they are sent.
func warmExtras(p Program, req *sandbox.WarmRequest) (files []*os.File, release func(), err error) {
	release = func() {}
	if !p.hasExtras() {
		return nil, release, nil
	}
	if len(p.Given) > maxGiven {
		return nil, release, fmt.Errorf("%d given files, at most %d", len(p.Given), maxGiven)
	}
	var releases []func()
	release = func() {
		for _, r := range releases {
			r()
		}
	}
	paths := make([]string, len(p.Given))
	for i, data := range p.Given {
		f, rel, err := inputFile(data)
		if err != nil {
			release()
			return nil, func() {}, fmt.Errorf("given file %d: %w", i, err)
		}
		files, releases = append(files, f), append(releases, rel)
		paths[i] = "/dev/fd/" + strconv.Itoa(3+i)
	}
	req.Args = expandExtras(p.Args, sandboxFeedback, paths)
	req.Given = len(p.Given)
	if p.Feedback {
		req.FeedbackBytes = feedbackBoxBytes
	}
	return files, release, nil
}

// readReport reads the init's report of a run, with the descriptor of
// its feedback folder when the run asked for one (nil if none came).
func (w *warmSandbox) readReport(feedback bool) (string, *os.File, error) {
	if !feedback {
		line, err := w.read(0)
		return line, nil, err
	}
	oob := make([]byte, unix.CmsgSpace(4))
	rc, err := w.ctl.SyscallConn()
	if err != nil {
		return "", nil, err
	}
	var n, oobn int
	var rerr error
	err = rc.Read(func(fd uintptr) bool {
		n, oobn, _, _, rerr = unix.Recvmsg(int(fd), w.rbuf[:], oob, unix.MSG_CMSG_CLOEXEC)
		return rerr != unix.EAGAIN
	})
	if err == nil {
		err = rerr
	}
	if err != nil {
		return "", nil, err
	}
	if n == 0 {
		return "", nil, fmt.Errorf("sandbox: %w", os.ErrClosed)
	}
	line := strings.TrimSpace(string(w.rbuf[:n]))
	files, err := sandbox.ReceivedFiles(oob[:oobn], "feedback")
	if err != nil || len(files) != 1 {
		for _, f := range files {
			f.Close()
		}
		return line, nil, nil
	}
	return line, files[0], nil
}

// takeFeedback reads the feedback folder dir (nil: none came) into res
// and closes it.
func takeFeedback(dir *os.File, res *Result) error {
	if dir == nil {
		return nil
	}
	defer dir.Close()
	return readFeedbackDir(dir, res)
}
