// Package format reads a Kattis problem folder as the real tools read it:
// problem.yaml in the legacy, 2023-07 and 2025-09 versions (and the
// .timelimit file), data/ with its test groups and their settings, the
// validation folders, and submissions/ with the rules each submission
// must meet. It runs nothing: programs are the caller's.
//
// # problem.yaml
//
// problem_format_version says the version: absent or "legacy" (also
// "legacy-icpc") is legacy, "2023-07" (or "2023-07-draft") and "2025-09"
// (or "2025-09-draft", "draft") the later ones; anything else is an error.
// Read: name (a string, or a map by language whose "en" is kept), type
// (legacy: pass-fail or scoring; later: any of pass-fail, scoring,
// interactive, multi-pass; submit-answer is refused), legacy validation
// (default, or custom [interactive] [score]) and validator_flags, limits
// (time_limit, time_multipliers, time_resolution, memory, output; legacy
// time_multiplier and time_safety_margin) and constants. The time limit is
// limits.time_limit, else .timelimit (one number of seconds). Defaults:
// memory 2048 MiB, output 8 MiB, time resolution 1 s, time multipliers
// 2.0 and 1.5 (legacy: 5 and 2). A key of another version is read anyway
// with a warning; metadata (credits, license, uuid, ...) is accepted
// without a word; an unknown key is a warning; a value of the wrong type
// is an error with its line and column.
//
// # data/
//
// Every folder under data/sample and data/secret is a group (its path,
// such as "secret/group1", is its name); its tests are the .in files in
// it, in lexicographic order, each with its .ans and its other files
// (.hint, .desc, .png, .out, .in.statement, .files, .yaml, ...). A
// group's settings are its test_group.yaml (2025-09) or testdata.yaml
// (legacy, 2023-07; the other name is read too, with a warning) over its
// parent's, from data/ down, as the legacy format inherits them and as
// BAPCtools does for every version; max_score and score_aggregation are
// per group (2025-09: sum in secret, pass-fail in a group). A test's own
// .yaml (2025-09) is read over its group's. Flags are a string split at
// white space (legacy) or a list (2025-09), or per input validator as a
// map. In test_group.yaml, {{name}} is replaced by problem.yaml's
// constants. 2025-09's layout rules (secret holds groups or tests, not
// both; no group in a group; none in sample) are warnings.
// data/invalid_input (and BAPCtools' older invalid_inputs),
// invalid_output and valid_output are read as flat lists of tests.
//
// # submissions/
//
// Every file or folder in a folder of submissions/ is a submission
// (README, *.md, *.txt and hidden files are skipped, as runner.Ignored
// says). Its rules, which all must hold:
//
//  1. its folder's default (2023-07 and later: accepted, rejected,
//     wrong_answer, time_limit_exceeded, run_time_error, brute_force as
//     the spec's table says; legacy: accepted, partially_accepted,
//     wrong_answer, time_limit_exceeded, run_time_error as the legacy
//     table says, which is what problemtools' check of the final verdict
//     under its default worst_error grader comes to: wrong_answer all AC
//     or WA with a WA, time_limit_exceeded AC, WA or TLE with a TLE,
//     run_time_error one RTE at least). A submissions.yaml entry named
//     exactly as the folder overrides the default, keys it does not give
//     staying the default's;
//  2. every submissions.yaml entry whose glob matches the submission's
//     path (accepted, accepted/*, */sol.{cpp,py}: * within one name,
//     braces, a folder matching everything in it). Not only the first:
//     every matching glob applies, as BAPCtools does. A key of an entry
//     other than language, entrypoint, authors, model_solution and the
//     rule's own (permitted, required, score, message,
//     use_for_time_limit) is a test glob (sample, secret/group1,
//     secret/*-hard) with a rule for the tests it covers;
//  3. @EXPECTED_RESULTS@: followed by DOMjudge verdicts (ACCEPTED,
//     WRONG_ANSWER, TIMELIMIT, RUN_TIME_ERROR, ...) in a source file:
//     every test AC or one of them, and one of them at least unless
//     ACCEPTED is listed. It is ignored, with a warning, in accepted,
//     wrong_answer, time_limit_exceeded and run_time_error, whose name
//     already says the result (as BAPCtools does).
//
// Submission.Check holds a table of verdicts (VerdictOf maps carokit's:
// OK is AC, RE, MLE and OLE are RTE, as BAPCtools counts them) to those
// rules and says, one line each, which are unmet and where they come
// from; CheckFull adds the message and score rules.
package format
