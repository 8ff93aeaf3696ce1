# Forgets to flush: its first query stays in its buffer, and both sides
# wait for each other until the judge's wall clock stops them.
import sys
lo, hi = 1, 10**9
while lo < hi:
    mid = (lo + hi) // 2
    sys.stdout.write("? %d\n" % mid)
    r = int(sys.stdin.readline())
    if r == 0:
        lo = hi = mid
    elif r < 0:
        hi = mid - 1
    else:
        lo = mid + 1
sys.stdout.write("! %d\n" % lo)
