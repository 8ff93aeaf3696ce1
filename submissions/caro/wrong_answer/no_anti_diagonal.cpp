// Caro, WRONG: no anti-diagonal.
//
// Counts around the new stone like the reference, but only along →, ↓ and
// ↘: it forgets the ↙ diagonal, so a five on it goes unnoticed. Right on
// the sample, whose winning line is a ↘ diagonal.
#include <cstdio>
#include <vector>

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    const long w = n + 2;
    std::vector<char> board(w * w, 0);
    const long step[3] = {1, w, w + 1};  // the bug: no w - 1 (↙)
    for (int t = 1; t <= k; t++) {
        int r, c;
        if (scanf("%d %d", &r, &c) != 2) break;
        const char p = (t % 2 == 1) ? 1 : 2;
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
