// Caro, "count around the new stone": the O(K) reference of CARO.md as a
// contestant writes it, plain scanf and a flat char board with a one-cell
// empty border (width N+2), so counting stops at the edge without bounds
// checks. scripts/solve-vs-cpp.sh times it against `carokit solve`.
#include <cstdio>
#include <vector>

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    const int w = n + 2;
    std::vector<char> board((size_t)w * w, 0);
    const int dr[4] = {0, 1, 1, 1}, dc[4] = {1, 0, 1, -1};
    for (int t = 1; t <= k; t++) {
        int r, c;
        if (scanf("%d %d", &r, &c) != 2) return 1;
        const char p = (t % 2 == 1) ? 1 : 2;
        const int at = r * w + c;
        board[at] = p;
        for (int d = 0; d < 4; d++) {
            const int step = dr[d] * w + dc[d];
            int cnt = 1;
            for (int i = at + step; board[i] == p; i += step) cnt++;
            for (int i = at - step; board[i] == p; i -= step) cnt++;
            if (cnt >= 5) {
                printf("%d\n", t);
                return 0;
            }
        }
    }
    printf("0\n");
    return 0;
}
