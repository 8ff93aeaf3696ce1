// Package readme holds one test, TestReadmeCommands: every carokit
// command shown in README.md's code blocks is run by the real binary, so
// the README cannot drift from the tool. It is a package of its own
// because judging the whole package several times takes minutes on a
// loaded machine, and each package gets its own test timeout.
package readme
