// Caro, WRONG: a flat board with a fixed row stride of 4096 (issue 13).
//
// Counts around the new stone like the reference, with bounds checks,
// but indexes its flat board as (r-1)*4096 + (c-1), as if no row were
// longer than 4096 cells: right for N <= 4096 (subtasks 1 and 2, and
// every test of CARO.md's package that fits), wrong when N > 4096, where
// the end of row r and the start of row r+1 share cells.
#include <cstdio>
#include <vector>

static const long STRIDE = 4096;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    std::vector<char> board((n - 1) * STRIDE + n, 0);
    auto at = [&](int r, int c) -> char& { return board[(r - 1) * STRIDE + (c - 1)]; };
    const int dr[4] = {0, 1, 1, 1}, dc[4] = {1, 0, 1, -1};  // → ↓ ↘ ↙
    for (int t = 1; t <= k; t++) {
        int r, c;
        if (scanf("%d %d", &r, &c) != 2) break;
        const char p = (t % 2 == 1) ? 1 : 2;
        at(r, c) = p;
        for (int d = 0; d < 4; d++) {
            int run = 1;
            for (int s = -1; s <= 1; s += 2) {
                int nr = r + s * dr[d], nc = c + s * dc[d];
                while (nr >= 1 && nr <= n && nc >= 1 && nc <= n && at(nr, nc) == p) {
                    run++;
                    nr += s * dr[d];
                    nc += s * dc[d];
                }
            }
            if (run >= 5) {
                printf("%d\n", t);
                return 0;
            }
        }
    }
    printf("0\n");
    return 0;
}
