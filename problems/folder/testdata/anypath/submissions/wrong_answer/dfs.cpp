// A path found by depth-first search: valid, but not always a shortest one.
#include <cstdio>
#include <vector>

static std::vector<std::vector<int>> adj;
static std::vector<int> path, seen;
static int n;

static bool dfs(int u) {
    seen[u] = 1;
    path.push_back(u);
    if (u == n) return true;
    for (int v : adj[u])
        if (!seen[v] && dfs(v)) return true;
    path.pop_back();
    return false;
}

int main() {
    int m;
    std::scanf("%d %d", &n, &m);
    adj.assign(n + 1, {});
    seen.assign(n + 1, 0);
    for (int i = 0, u, v; i < m; i++) {
        std::scanf("%d %d", &u, &v);
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    if (!dfs(1)) {
        std::printf("-1\n");
        return 0;
    }
    std::printf("%zu\n", path.size());
    for (size_t i = 0; i < path.size(); i++) std::printf(i + 1 < path.size() ? "%d " : "%d\n", path[i]);
    return 0;
}
