// Package archtest holds no code: its test checks the layout rules of
// docs/ARCHITECTURE.md on the module's import graph, so that the engine
// stays free of any problem and each problem's code stays in paths that
// name it.
package archtest
