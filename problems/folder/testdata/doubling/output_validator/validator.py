# Multi-pass validator (Kattis protocol): validator input answer feedback_dir
# < output. Accepts 2n for the pass's n; on n < 100 asks for another pass
# on 10n (nextpass.in).
import sys

n = int(open(sys.argv[1]).read())
feedback = sys.argv[3]
out = sys.stdin.read().split()
if out != [str(2 * n)]:
    with open(feedback + "judgemessage.txt", "w") as f:
        f.write("pass on %d: expected %d" % (n, 2 * n))
    sys.exit(43)
if n < 100:
    with open(feedback + "nextpass.in", "w") as f:
        f.write("%d\n" % (10 * n))
sys.exit(42)
