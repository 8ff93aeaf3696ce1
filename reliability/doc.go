// Package reliability holds carokit's hardening tests and nothing else:
// the real carokit binary, built by the tests, runs hostile contestant
// programs (testdata/hostile: loops, sleepers, fork bombs that outlive
// their parent, a daemon that leaves the session, 1 GiB of output,
// unbounded allocation, crashes, garbage output) through `judge` and
// `stress`, and is interrupted with SIGINT and SIGTERM during `package`,
// `judge` and `stress`. The tests check the verdicts, carokit's own peak
// memory, that no process of a fixture outlives the command, that no
// temporary file is left, and that an interrupted build never damages the
// package already in place.
//
// `go test -v ./reliability` logs the table shown in the Reliability
// section of README.md.
package reliability
