#!/usr/bin/env python3
# Input validator for gens2: "N\n a1 ... aN\n" with 1 <= N <= 1000 and
# |ai| <= 10^9, canonical integers, single spaces, nothing else. Exit 42
# accepts, 43 rejects; no flags.
import re
import sys

NUM = r"(0|-?[1-9][0-9]{0,9})"
data = sys.stdin.buffer.read()
m = re.fullmatch(rb"([1-9][0-9]{0,3})\n" + NUM.encode() + rb"( " + NUM.encode() + rb")*\n", data)
if not m:
    print("not two lines of canonical integers with single spaces", file=sys.stderr)
    sys.exit(43)
n, *a = map(int, data.split())
if n > 1000 or len(a) != n or any(abs(v) > 10**9 for v in a):
    print(f"N = {n} must be at most 1000 and count the {len(a)} numbers, each at most 10^9 in absolute value", file=sys.stderr)
    sys.exit(43)
sys.exit(42)
