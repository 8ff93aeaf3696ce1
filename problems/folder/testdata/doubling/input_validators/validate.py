# One integer n, 1 <= n <= 10^6, on a line of its own.
import re
import sys

data = sys.stdin.buffer.read()
sys.exit(42 if re.fullmatch(rb"[1-9][0-9]{0,6}\n", data) and int(data) <= 10**6 else 43)
