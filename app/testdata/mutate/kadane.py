# Kadane's algorithm in Python, for the tests of package --mutate's
# shards: Python mutants need no compiler, so merge is tested for M = 1,
# 2 and 3 without compiling each mutant once per shard.
import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    best = 0
    cur = 0
    for i in range(n):
        a = int(data[1 + i])
        if i == 0 or cur < 0:
            cur = a
        else:
            cur = cur + a
        if i == 0 or cur > best:
            best = cur
    print(best)

main()
