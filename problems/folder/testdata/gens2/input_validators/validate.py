#!/usr/bin/env python3
"""Input validator for gens: "N\\n a1 ... aN\\n", 1 <= N <= max-n (1000, or
--max-n K), |ai| <= 10**9, canonical integers and single spaces. Exit 42
accepts, 43 rejects."""
import re
import sys

INT = re.compile(r"0|-?[1-9][0-9]*")


def reject(why):
    print(why, file=sys.stderr)
    sys.exit(43)


def main():
    max_n = 1000
    args = sys.argv[1:]
    if len(args) == 2 and args[0] == "--max-n":
        max_n = int(args[1])
    elif args:
        reject(f"unknown arguments {args}")
    lines = sys.stdin.buffer.read().decode("ascii", errors="replace").split("\n")
    if len(lines) != 3 or lines[2]:
        reject("expected two lines, each ending in a newline")
    tokens = [lines[0]] + lines[1].split(" ")
    if not all(INT.fullmatch(t) for t in tokens):
        reject("expected canonical integers separated by single spaces")
    n, values = int(tokens[0]), [int(t) for t in tokens[1:]]
    if not 1 <= n <= max_n or len(values) != n:
        reject(f"N = {n} must be in [1, {max_n}] and count the {len(values)} numbers")
    if any(abs(v) > 10**9 for v in values):
        reject("a number exceeds 10^9 in absolute value")
    sys.exit(42)


main()
