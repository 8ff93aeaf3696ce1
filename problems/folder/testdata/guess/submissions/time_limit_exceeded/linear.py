# Linear search: right, but up to 10^9 queries.
x = 1
while True:
    print("?", x, flush=True)
    if int(input()) == 0:
        break
    x += 1
print("!", x, flush=True)
