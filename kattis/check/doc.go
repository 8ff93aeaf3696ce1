// Package check runs a Kattis-format problem folder's validators: its
// input validators on a test's input, and its output validator (or the
// format's default one, Default) on a submission's output. It knows the
// format's protocols, not the folder's metadata: which flags a test group
// gives comes from the caller (kattis/format).
//
// For users (docs/folders.md):
//
//   - Input validators are the files and folders of input_validators/
//     (legacy also input_format_validators/), each one program in any
//     language carokit compiles (C, C++, Python, Go, Rust, Java), a
//     shell script (.sh run with sh, .bash with bash, as BAPCtools runs
//     them), or a folder with an executable `run` script (built first,
//     when the folder has a `build` script, by running it once in the
//     sandbox in a cached copy of the folder, as 2025-09 says). Each runs in the sandbox as
//     `validator FLAGS < test.in`, FLAGS the group's
//     input_validator_flags (legacy, 2023-07) or input_validator_args
//     (2025-09; a map gives each validator, by file or folder name, its
//     own); exit 42 accepts, 43 rejects, anything else is the
//     validator's failure, reported as such (never as an invalid test).
//     Header files beside a single-file C or C++ validator (testlib.h,
//     your own) are compiled with it. checktestdata (.ctd) and VIVA
//     (.viva) validators are listed as not run.
//   - A validator whose source includes testlib.h speaks testlib: an
//     input validator exits 0 to accept and 3 (testlib's fail) to
//     reject; a checker is run as `checker input output answer` and
//     exits 0 (accepted), 1, 2, 4 or 8 (wrong) or 3 (its own failure).
//   - The output validator is output_validator/ (2023-07, 2025-09: the
//     folder is the program; a folder holding one program folder, as
//     problemtools reads it, is that one) or the one program in legacy
//     output_validators/. It runs in the sandbox as
//     `validator input answer feedback_dir/ FLAGS < output` with FLAGS
//     the group's output_validator_flags/args: exit 42 accepted, 43
//     wrong answer (its judgemessage.txt, else its stderr, is the
//     reason shown), anything else a judge error. It reads the input
//     and answer files read-only and may write only in feedback_dir;
//     score.txt, score_multiplier.txt and teammessage.txt are read back
//     (64 KiB at most each). Multi-pass (nextpass.in) and interactive
//     problems are not supported yet.
//   - Without one, outputs are compared as the format's default output
//     validator does, with the flags case_sensitive,
//     space_change_sensitive, float_tolerance ε,
//     float_absolute_tolerance ε and float_relative_tolerance ε exactly
//     as the specification defines them (and its errors: a tolerance
//     given twice, float_tolerance with another one). Two points where
//     problemtools' C++ validator is looser and carokit follows the
//     specification: numbers are the specification's decimal grammar
//     (problemtools' sscanf also reads hexadecimal such as 0x1p-3), and
//     repeated or conflicting tolerances are an error.
//   - Validators run with the format's validation limits: 60 s of CPU,
//     2048 MiB, 8 MiB of output.
package check
