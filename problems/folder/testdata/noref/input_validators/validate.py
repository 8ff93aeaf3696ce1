#!/usr/bin/env python3
"""Input validator: one line "A B", canonical integers |A|, |B| <= 1000."""
import re
import sys

line = sys.stdin.read()
if not re.fullmatch(r"(-?(0|[1-9][0-9]*)) (-?(0|[1-9][0-9]*))\n", line):
    sys.exit(43)
if any(abs(int(x)) > 1000 or x == "-0" for x in line.split()):
    sys.exit(43)
sys.exit(42)
