// Caro, WRONG: exactly five.
//
// Counts around the new stone like the reference, but requires the run to
// be exactly 5. The statement says 5 or more: a stone that joins runs into
// 6 or 7 wins too, and this misses it. Right on the sample.
#include <cstdio>
#include <vector>

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    const long w = n + 2;
    std::vector<char> board(w * w, 0);
    const long step[4] = {1, w, w + 1, w - 1};  // → ↓ ↘ ↙
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
            if (run == 5) {  // the bug: an overline (6, 7, …) also wins
                printf("%d\n", t);
                return 0;
            }
        }
    }
    printf("0\n");
    return 0;
}
