// Package sandbox is the side of a run that carokit's re-executed binary
// plays: the launcher and the sandbox's init (cold, warm, or through a
// spawner), which build the tmpfs root and its binds, apply the rlimits,
// the seccomp filter and no_new_privs, start the program as pid 1000,
// place and return file I/O, and clean up between warm runs. It also
// starts that init in new namespaces (Start) and reads its status pipe.
//
// The protocol (launch_linux.go): the judge starts its own executable
// with a Spec, as JSON, in the environment variable LaunchEnv and a
// status pipe on fd 3; MaybeLaunch, called from this package's init, sees
// the variable and becomes the launcher, and never returns.
//
// Package runner is its only user: it decides the limits, makes the
// cgroups, watches and reaps the run and turns it into a verdict. This
// package imports nothing of carokit, so the code that runs inside the
// namespaces reads alone. Off Linux it holds only the file I/O helpers
// (files.go) runner uses in a temporary folder.
package sandbox
