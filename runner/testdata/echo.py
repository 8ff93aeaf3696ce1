# Reads all of stdin and prints its length and byte sum, like echo.c.
import sys

data = sys.stdin.buffer.read()
print(f"bytes={len(data)} sum={sum(data)}")
