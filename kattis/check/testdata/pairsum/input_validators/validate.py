# Input validator (Kattis protocol), the same rules as validate.cpp read
# another way: exit 42 accept, 43 reject.
import re
import sys

max_n = 1000
args = sys.argv[1:]
while args:
    if args[0] == "--max-n" and len(args) > 1:
        max_n = int(args[1])
        args = args[2:]
    else:
        print("unknown flag", args[0], file=sys.stderr)
        sys.exit(1)

data = sys.stdin.buffer.read()
num = rb"(0|-?[1-9][0-9]*)"
m = re.fullmatch(num + rb" " + num + rb"\n((?:" + num + rb" )*" + num + rb")\n", data)
if not m:
    print("bad format", file=sys.stderr)
    sys.exit(43)
n, t = int(m.group(1)), int(m.group(2))
a = [int(x) for x in m.group(3).split(b" ")]
if not (2 <= n <= max_n) or len(a) != n:
    print("N out of range or not the count", file=sys.stderr)
    sys.exit(43)
if any(abs(x) > 10**9 for x in a + [t]):
    print("a number out of range", file=sys.stderr)
    sys.exit(43)
sys.exit(42)
