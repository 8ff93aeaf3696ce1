// Caro, WRONG: the walks never count into row N (issue 13).
//
// Counts around the new stone like the reference, on a 2-D board with
// explicit bounds checks, but the row check is written `nr < n` instead of
// `nr <= n`: a stone on the bottom row is never counted, so a five along
// row N (or one leaning on it) goes unnoticed. Right on the sample, and
// on CARO.md's 30-test package, which has no win on the bottom row.
#include <cstdio>
#include <vector>

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    std::vector<std::vector<char>> board(n + 1, std::vector<char>(n + 1, 0));
    const int dr[4] = {0, 1, 1, 1}, dc[4] = {1, 0, 1, -1};  // → ↓ ↘ ↙
    for (int t = 1; t <= k; t++) {
        int r, c;
        if (scanf("%d %d", &r, &c) != 2) break;
        const char p = (t % 2 == 1) ? 1 : 2;
        board[r][c] = p;
        for (int d = 0; d < 4; d++) {
            int run = 1;
            for (int s = -1; s <= 1; s += 2) {
                int nr = r + s * dr[d], nc = c + s * dc[d];
                while (nr >= 1 && nr < n && nc >= 1 && nc <= n && board[nr][nc] == p) {  // the bug: nr < n
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
