// BFS from 1, neighbours in input order; prints the path by parent links.
#include <algorithm>
#include <cstdio>
#include <queue>
#include <vector>

int main() {
    int n, m;
    std::scanf("%d %d", &n, &m);
    std::vector<std::vector<int>> adj(n + 1);
    for (int i = 0, u, v; i < m; i++) {
        std::scanf("%d %d", &u, &v);
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    std::vector<int> parent(n + 1, 0);
    std::queue<int> q;
    parent[1] = 1;
    q.push(1);
    while (!q.empty()) {
        int u = q.front();
        q.pop();
        for (int v : adj[u])
            if (!parent[v]) parent[v] = u, q.push(v);
    }
    if (!parent[n]) {
        std::printf("-1\n");
        return 0;
    }
    std::vector<int> path{n};
    while (path.back() != 1) path.push_back(parent[path.back()]);
    std::reverse(path.begin(), path.end());
    std::printf("%zu\n", path.size());
    for (size_t i = 0; i < path.size(); i++) std::printf(i + 1 < path.size() ? "%d " : "%d\n", path[i]);
    return 0;
}
