# Exact average printed with Python's shortest repr (e.g. 2.5, 0.3333333333333333).
n = int(input())
print(sum(map(int, input().split())) / n)
