# retry.py SEED N: fails unless SEED is a multiple of 4, so that retries:
# shows BAPCtools' seed sequence (SEED, SEED+1, ...).
import random
import sys

seed, n = map(int, sys.argv[1:3])
if seed % 4:
    sys.exit(f"seed {seed} is not a multiple of 4")
rng = random.Random(seed)
print(n)
print(*(rng.randint(-1000, 1000) for _ in range(n)))
