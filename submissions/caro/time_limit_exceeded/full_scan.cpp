// Caro, subtask 1 only: full scan, O(K·N²).
//
// After each move, rescan the whole board for 5 equal stones in a row in
// any of the 4 directions. Obviously right, and hopeless beyond small
// boards: N = 300 with 9·10^4 moves is already ~10^10 cell reads.
#include <cstdio>
#include <vector>

int n;
std::vector<std::vector<char>> board;

bool fiveAnywhere() {
    const int dr[4] = {0, 1, 1, 1}, dc[4] = {1, 0, 1, -1};  // → ↓ ↘ ↙
    for (int r = 1; r <= n; r++)
        for (int c = 1; c <= n; c++) {
            const char p = board[r][c];
            if (p == 0) continue;
            for (int d = 0; d < 4; d++) {
                int len = 1;
                int y = r + dr[d], x = c + dc[d];
                while (len < 5 && y >= 1 && y <= n && x >= 1 && x <= n && board[y][x] == p) {
                    len++;
                    y += dr[d];
                    x += dc[d];
                }
                if (len == 5) return true;
            }
        }
    return false;
}

int main() {
    int k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    board.assign(n + 1, std::vector<char>(n + 1, 0));
    for (int t = 1; t <= k; t++) {
        int r, c;
        if (scanf("%d %d", &r, &c) != 2) break;
        board[r][c] = (t % 2 == 1) ? 1 : 2;
        if (fiveAnywhere()) {
            printf("%d\n", t);
            return 0;
        }
    }
    printf("0\n");
    return 0;
}
