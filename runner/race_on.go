//go:build race

package runner

// raceBuild: this binary is race-instrumented (only tests are: a real
// carokit never is). Its re-executed launcher and init start tens of
// times slower, and cannot run under RLIMIT_DATA: the race runtime's
// shadow memory counts against it.
const raceBuild = true
