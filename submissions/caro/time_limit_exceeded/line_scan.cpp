// Caro, too slow for subtask 3: line scan, O(K·N).
//
// After each move, walk the 4 whole lines through the new stone (its row,
// its column and both diagonals) from border to border and take the
// longest run of the mover's colour; 5 or more wins. Right, but each move
// reads up to ~4N cells: fine for N ≤ 300, far too slow for N = 5000 with
// 3·10^5 moves.
//
// The board is a flat array with a 1-cell border marked EDGE, so a walk
// knows where its line ends without bounds checks.
#include <algorithm>
#include <cstdio>
#include <vector>

const char EDGE = 3;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    const long w = n + 2;
    std::vector<char> board(w * w, EDGE);
    for (long r = 1; r <= n; r++)
        std::fill(board.begin() + r * w + 1, board.begin() + r * w + n + 1, 0);
    const long step[4] = {1, w, w + 1, w - 1};  // → ↓ ↘ ↙
    for (int t = 1; t <= k; t++) {
        int r, c;
        if (scanf("%d %d", &r, &c) != 2) break;
        const char p = (t % 2 == 1) ? 1 : 2;
        const long i = r * w + c;
        board[i] = p;
        for (long s : step) {
            long j = i;
            while (board[j - s] != EDGE) j -= s;  // back to the border
            int run = 0, best = 0;
            for (; board[j] != EDGE; j += s) {
                run = (board[j] == p) ? run + 1 : 0;
                best = std::max(best, run);
            }
            if (best >= 5) {
                printf("%d\n", t);
                return 0;
            }
        }
    }
    printf("0\n");
    return 0;
}
