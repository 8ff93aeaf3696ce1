// Package testpkg builds, certifies, writes and reads a test package: a
// folder in the Kattis problem package layout (problem.yaml, data/sample,
// data/secret/subtaskN) plus manifest.json, which records how every test
// was made and what the certification measured.
package testpkg
