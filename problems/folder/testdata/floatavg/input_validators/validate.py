#!/usr/bin/env python3
"""Input validator for floatavg: exit 42 when stdin is "N\\n a1 ... aN\\n"
with 1 <= N <= 1000 and |ai| <= 10**6 (canonical integers, single spaces),
exit 43 with a reason on stderr otherwise."""
import re
import sys

INT = re.compile(r"-?(0|[1-9][0-9]*)")


def reject(why):
    print(why, file=sys.stderr)
    sys.exit(43)


def integer(token, lo, hi):
    if not INT.fullmatch(token) or token == "-0":
        reject(f"not a canonical integer: {token!r}")
    value = int(token)
    if not lo <= value <= hi:
        reject(f"{value} is outside [{lo}, {hi}]")
    return value


def main():
    data = sys.stdin.buffer.read().decode("ascii", errors="replace")
    lines = data.split("\n")
    if len(lines) != 3 or lines[2] != "":
        reject("expected exactly two lines, each ending in a newline")
    n = integer(lines[0], 1, 1000)
    tokens = lines[1].split(" ")
    if len(tokens) != n:
        reject(f"expected {n} numbers on line 2, got {len(tokens)}")
    for token in tokens:
        integer(token, -10**6, 10**6)
    sys.exit(42)


main()
