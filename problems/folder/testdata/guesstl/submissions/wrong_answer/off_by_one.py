# Binary search that steps past the number when it is above mid.
lo, hi = 1, 10**9
while lo < hi:
    mid = (lo + hi) // 2
    print("?", mid, flush=True)
    r = int(input())
    if r == 0:
        lo = hi = mid
    elif r < 0:
        hi = mid - 1
    else:
        lo = mid + 2
print("!", lo, flush=True)
