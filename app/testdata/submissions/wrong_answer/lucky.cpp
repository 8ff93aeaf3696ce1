// A copy of the reference, declared wrong in subtask 2 by submissions.yaml:
// no test can kill it, and package --submissions must say so.
//
// Before move t nobody has won, so a new winning line must pass through the
// stone just placed: for each of the 4 directions count the mover's stones
// forward and backward from it, plus 1; 5 or more wins. Each side sees at
// most 4 stones, so a move reads at most ~40 cells.
//
// The board is one flat char array of (N+2)^2 cells with an empty 1-cell
// border, so the walks need no bounds checks (about 25 MB at N = 5000).
#include <cstdio>
#include <vector>

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    const long w = n + 2;
    std::vector<char> board(w * w, 0);
    // Steps for → ↓ ↘ ↙ in the flat array.
    const long step[4] = {1, w, w + 1, w - 1};
    for (int t = 1; t <= k; t++) {
        int r, c;
        if (scanf("%d %d", &r, &c) != 2) break;
        const char p = (t % 2 == 1) ? 1 : 2;  // X plays odd moves, O even
        const long i = r * w + c;
        board[i] = p;
        for (long s : step) {
            int run = 1;
            for (long j = i + s; board[j] == p; j += s) run++;
            for (long j = i - s; board[j] == p; j -= s) run++;
            if (run >= 5) {
                printf("%d\n", t);
                return 0;
            }
        }
    }
    printf("0\n");
    return 0;
}
