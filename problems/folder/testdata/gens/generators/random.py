# random.py SEED N MAXV: N integers uniform in [-MAXV, MAXV] (Python's
# Mersenne Twister, stable for a given seed).
import random
import sys

seed, n, maxv = map(int, sys.argv[1:4])
rng = random.Random(seed)
print(n)
print(*(rng.randint(-maxv, maxv) for _ in range(n)))
