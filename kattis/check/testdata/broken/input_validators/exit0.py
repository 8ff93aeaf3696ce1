# Exits 0 whatever the input: no Kattis verdict (42 accept, 43 reject).
import sys

sys.stdin.read()
sys.exit(0)
