# BFS from N with neighbours in decreasing order, then walk from 1 towards N:
# another shortest path than bfs.cpp's wherever there are several.
from collections import deque

n, m = map(int, input().split())
adj = [[] for _ in range(n + 1)]
for _ in range(m):
    u, v = map(int, input().split())
    adj[u].append(v)
    adj[v].append(u)
dist = [-1] * (n + 1)
dist[n] = 0
queue = deque([n])
while queue:
    u = queue.popleft()
    for v in sorted(adj[u], reverse=True):
        if dist[v] < 0:
            dist[v] = dist[u] + 1
            queue.append(v)
if dist[1] < 0:
    print(-1)
else:
    path = [1]
    while path[-1] != n:
        path.append(max(v for v in adj[path[-1]] if dist[v] == dist[path[-1]] - 1))
    print(len(path))
    print(*path)
