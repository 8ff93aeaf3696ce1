# Shortest path by BFS, printed by a recursive walk over the parents: Python's
# recursion limit (1000) breaks it on the 1000-vertex chain.
from collections import deque

n, m = map(int, input().split())
adj = [[] for _ in range(n + 1)]
for _ in range(m):
    u, v = map(int, input().split())
    adj[u].append(v)
    adj[v].append(u)
parent = [0] * (n + 1)
parent[1] = 1
queue = deque([1])
while queue:
    u = queue.popleft()
    for v in adj[u]:
        if not parent[v]:
            parent[v] = u
            queue.append(v)


def walk(v):
    if v == 1:
        return [1]
    return walk(parent[v]) + [v]


if not parent[n]:
    print(-1)
else:
    path = walk(n)
    print(len(path))
    print(*path)
