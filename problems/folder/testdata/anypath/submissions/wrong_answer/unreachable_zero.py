# Shortest path by BFS, but an unreachable N is printed as an empty path "0".
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
if not parent[n]:
    print(0)
else:
    path = [n]
    while path[-1] != 1:
        path.append(parent[path[-1]])
    print(len(path))
    print(*reversed(path))
