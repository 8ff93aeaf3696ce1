# bad.py KIND: an input the validator must reject.
import sys

kind = sys.argv[1]
print({"zero": "0\n\n", "big": "1\n1000000001\n", "count": "3\n1 2\n"}[kind], end="")
