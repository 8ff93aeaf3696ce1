# consts.py SEED N: N numbers in [-{{max_v}}, {{max_v}}]; BAPCtools puts
# problem.yaml's constants in a generator's source before it runs.
import random
import sys

seed, n = map(int, sys.argv[1:3])
assert n <= {{max_n}}
rng = random.Random(seed)
print(n)
print(*(rng.randint(-{{max_v}}, {{max_v}}) for _ in range(n)))
