#!/usr/bin/env python3
"""Input validator for polyglot (a folder program): exactly one line of a
capital letter and at most 19 more letters, then a newline. Exit 42 accepts,
43 rejects."""
import re
import sys

data = sys.stdin.buffer.read()
if not re.fullmatch(rb"[A-Z][A-Za-z]{0,19}\n", data):
    print("expected a capitalised name of 1 to 20 letters", file=sys.stderr)
    sys.exit(43)
sys.exit(42)
