# Output validator (Kattis protocol) for kattis/check's tests: the output
# is one integer x, taken as the score. Some values make it misbehave on
# purpose, each to test how carokit reads a validator.
import os
import sys

inp, ans, feedback = sys.argv[1], sys.argv[2], sys.argv[3]
assert feedback.endswith("/"), "feedback_dir must end with a separator"
open(inp).read()
open(ans).read()


def write(name, text):
    with open(feedback + name, "w") as f:
        f.write(text)


x = int(sys.stdin.read().split()[0])
if x == 999:
    sys.exit(0)  # no verdict: 0 is no Kattis exit code
if x == 998:
    write("nextpass.in", "1\n")
    sys.exit(42)
if x == 997:
    write("score.txt", "1\n")
    write("score_multiplier.txt", "1\n")
    sys.exit(42)
if x == 996:
    write("judgemessage.txt", "long\n" * 100000)
    sys.exit(43)
if x == 995:
    os.symlink("/etc/passwd", feedback + "judgemessage.txt")
    sys.exit(43)
if x == 994:
    raise RuntimeError("a bug in the validator")
if x == 993:
    write("score.txt", "lots\n")
    sys.exit(42)
if x < 0:
    write("judgemessage.txt", "negative: \x1b[31m%d\n" % x)
    sys.exit(43)
write("score.txt", "%d\n" % x)
write("teammessage.txt", "you scored %d\n" % x)
sys.exit(42)
