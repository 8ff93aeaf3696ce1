//go:build race

package progtest

// raceBuild: the test binary is race-instrumented.
const raceBuild = true
