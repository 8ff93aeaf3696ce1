#!/usr/bin/env python3
# Output validator for scoring3 (Kattis protocol: input answer feedback_dir
# [--full P] < output): an exact sum is accepted with score P, a sum off by
# at most max(1, |answer| / 10) accepted with P / 2, anything else wrong
# (exit 43). The score goes to feedback_dir/score.txt.
import sys

_, answer_file, feedback = sys.argv[1:4]
flags = sys.argv[4:]
full = float(flags[flags.index("--full") + 1]) if "--full" in flags else 1.0
answer = int(open(answer_file).read())
words = sys.stdin.read().split()


def reject(why):
    open(feedback + "/judgemessage.txt", "w").write(why + "\n")
    sys.exit(43)


if len(words) != 1:
    reject("expected one integer")
try:
    got = int(words[0])
except ValueError:
    reject("not an integer")
if got == answer:
    score = full
elif abs(got - answer) <= max(1, abs(answer) // 10):
    score = full / 2
else:
    reject("%d is too far from the sum" % got)
open(feedback + "/score.txt", "w").write("%g\n" % score)
sys.exit(42)
