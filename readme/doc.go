// Package readme holds the test that runs every carokit command of the
// user documentation with the real binary, so that the documentation
// cannot drift from the tool: TestDocCommands reads README.md, every
// docs/*.md and every problems/*/README.md. TestDocLinks checks, without
// running anything, that every relative link of these pages names a file
// and, after "#", a heading of it.
//
// # The convention a page follows
//
//   - Only lines inside fenced code blocks (```) count; prose is not run.
//   - A line starting with "carokit " or "$ carokit " is a command. A
//     trailing " # comment" is dropped; "# exit N" as the comment says the
//     command must exit N. "A && B" is two commands run in order, and one
//     trailing "> FILE" writes the command's standard output to FILE.
//     Pipes, "<", "$(" and backquotes are refused: write another program's
//     line without "carokit " at its start (make, go, parallel, eval, ...)
//     and it is not run.
//   - The commands of one page run in page order, in a scratch folder of
//     the page's own, with the fixtures of fixtures_test.go (case.in,
//     bad.in, my.cpp, webext, setter, havannah.in, submissions/NAME). A
//     command naming out/NAME (NAME a problem) before the page builds it
//     gets `carokit --problem NAME package --out out/NAME` run first; the
//     test cache is shared by every page, so that is a copy of tests
//     built once, not a rebuild.
//   - After a "$ carokit" line, the lines up to the next "$" line or the
//     block's end are its output: "..." stands for lines left out. A line
//     starting "carokit: " is its error message: the command must exit 1
//     (or the "# exit N" given) with that line last on stderr. Every other
//     line must appear in its output (stdout or stderr), compared modulo
//     what a clock measures: durations, memory, rates, the width of a
//     table's columns and the "*" of a result near the time limit.
//   - Without an output or "# exit N", a command must exit 0.
//   - Commands run with COLUMNS=140, so a table a page shows whole stays
//     whole when a loaded machine's figures widen it; one over 140
//     columns (solutions) folds into blocks as on a pipe.
//
// A judge that fails only because a solution timed out where it was
// declared OK, or the reverse, is logged, not failed: that is the
// machine's load, not the documentation.
//
// # Its budget
//
// The test has a budget of its own (-readme.budget, default 15 minutes,
// and always a minute and a half short of go test's -timeout). Once it is
// spent, the commands left are skipped, each saying so, and a command
// still running is stopped and skipped, instead of running into go test's
// timeout: no command fails because the machine is slow. Each full-size
// command (the judge of a whole package) appears once; the others use
// smaller sizes where their point is the output's shape. -short and the
// race detector skip the test: the commands run a normal binary, and the
// test itself has nothing concurrent to check.
package readme
