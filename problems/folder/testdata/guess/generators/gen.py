# gen.py SEED MAX: a secret number from 1 to MAX (default 10^9), from SEED.
import random
import sys

seed = int(sys.argv[1])
top = int(sys.argv[2]) if len(sys.argv) > 2 else 10**9
print(random.Random(seed).randint(1, top))
