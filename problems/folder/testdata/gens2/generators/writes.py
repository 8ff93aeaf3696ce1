# writes.py SEED N: writes testcase.in and testcase.ans itself (nothing on
# its standard output), N numbers from the seed; the answer has a final
# blank line, which only a generator-written .ans gives.
import random
import sys
from pathlib import Path

seed, n = map(int, sys.argv[1:3])
rng = random.Random(seed)
a = [rng.randint(-1000, 1000) for _ in range(n)]
Path("testcase.in").write_text(f"{n}\n{' '.join(map(str, a))}\n")
Path("testcase.ans").write_text(f"{max(a)}\n\n")
