# One integer N, 1 <= N <= 10^9, on a line of its own.
import re
import sys

data = sys.stdin.buffer.read()
if not re.fullmatch(rb"[1-9][0-9]{0,9}\n", data) or int(data) > 10**9:
    sys.exit(43)
sys.exit(42)
