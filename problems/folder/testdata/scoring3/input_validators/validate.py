#!/usr/bin/env python3
# Input validator for scoring3: exit 42 when stdin is "N\n a1 ... aN\n"
# with 1 <= N <= max-n and |ai| <= max-abs (defaults 1000 and 1e9, lowered
# by the flags --max-n K and --max-abs K), exit 43 otherwise.
import re
import sys

args = sys.argv[1:]
limits = {"--max-n": 1000, "--max-abs": 10**9}
for flag, value in zip(args[::2], args[1::2]):
    if flag not in limits:
        sys.exit(43)
    limits[flag] = int(value)
data = sys.stdin.read()
m = re.fullmatch(r"(0|[1-9][0-9]*)\n((?:-?(?:0|[1-9][0-9]*) )*-?(?:0|[1-9][0-9]*))\n", data)
if not m:
    print("not N, then N integers on one line", file=sys.stderr)
    sys.exit(43)
n, values = int(m.group(1)), [int(v) for v in m.group(2).split(" ")]
if not 1 <= n <= limits["--max-n"] or len(values) != n or "-0" in m.group(2).split(" "):
    print("N out of range or not the count", file=sys.stderr)
    sys.exit(43)
if any(abs(v) > limits["--max-abs"] for v in values):
    print("a value out of range", file=sys.stderr)
    sys.exit(43)
sys.exit(42)
