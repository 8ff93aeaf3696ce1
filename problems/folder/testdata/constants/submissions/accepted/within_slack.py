# The sum plus one, the slack: still accepted.
n, *a = map(int, open(0).read().split())
print(sum(a) + 1)
