// Package generators reads BAPCtools' generators/generators.yaml and
// expands it into the ordered list of tests it describes, with BAPCtools'
// own rules for names, seeds, counts, copies, inline files, nested and
// numbered groups, includes, solutions and random salts.
//
// What a setter writes (user documentation; the full format is BAPCtools'
// doc/generators.yaml; this example is testdata/docexample, held to what
// BAPCtools makes of it):
//
//	solution: /submissions/accepted/sol.cpp   # makes every .ans not given
//	random_salt: v2                            # changes every {seed}
//	generators:                                # a program made of several files
//	  gen: [gen.cpp, lib.h]
//	data:
//	  sample:
//	    data:
//	      "1": {in: "3\n1 -2 3\n", ans: "4\n"}  # sample/1: inline files
//	      "2": {copy: manual/2}                 # sample/2: generators/manual/2.in, .ans, ...
//	  secret:
//	    test_group.yaml: {input_validator_args: [--max-n, "100"]}
//	    data:
//	      - small: gen {seed} 10 -5 5           # secret/1-small
//	      - rnd: {generate: "gen {seed} {count} 100", count: 3}  # secret/2-rnd-1 ... 4-rnd-3
//	      - big:                                # secret/1-big, a numbered subgroup
//	          data: {max: "gen {seed:1} 200000 -1000000000 1000000000"}  # secret/1-big/max
//
// Other keys: a test's own solution:, random_salt: and retries:;
// include: [key] in a group; count: [7, -3] or count: 1..=3; yaml:,
// out: and the samples' in.statement: ({link: in}) files inline; match:
// patterns. A group's testdata.yaml: is read as test_group.yaml: (its
// older name). carokit is stricter than BAPCtools in one place: a copy:
// that finds no file at all is an error, not a warning.
//
// The rules, as BAPCtools applies them:
//   - a test's {seed} (or {seed:N}) is sha512(random_salt [+ ":" + (count-1)
//     when its count value is not 1] + the command, with leading and
//     trailing white space removed) modulo 2^31; {seed:N} only changes the
//     command, hence the seed; at most one {seed} per command;
//   - {count} is the count value (count: 3 gives 1, 2, 3; count: [7, -3]
//     or count: 1..=3 name the values); each value adds "-VALUE" to the
//     name, zero-padded when the values are consecutive;
//   - {name} becomes "testcase": a generator runs in an empty folder and
//     writes testcase.in (else its standard output is the input), and may
//     write testcase.ans and the other known files;
//   - {{constant}} comes from problem.yaml's constants, in commands and
//     in the strings of an inline test_group.yaml (SubstituteConstants
//     does it for a program's source);
//   - the command is split as Python's shlex.split does (quotes group
//     words);
//   - keys of a mapping are taken in alphabetical order, those of the root
//     in the order sample, secret, invalid_output, invalid_answer,
//     invalid_input, valid_output, testing_tool_test, fuzz; a list of
//     one-key mappings numbers its tests with one counter for the whole
//     file (zero-padded to the total of numbered tests) and its groups per
//     list;
//   - solution: /path names the answer maker (the same for nested groups
//     and tests unless they set their own); an empty solution: makes no
//     answer; none at all means the default: an accepted submission;
//   - include: [key, ...] links tests (or a whole group's) by their key
//     into a group after everything else is made;
//   - visualizer, parallel and gitignore_generated are ignored with a
//     warning, as are unknown keys; a key that is not a string is skipped
//     with a warning, as BAPCtools does (quote "01").
package generators
