/* Caro in C: count around the new stone (submissions/caro's reference). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    long w = n + 2, step[4] = {1, w, w + 1, w - 1};
    char *board = calloc(w * w, 1);
    for (int t = 1; t <= k; t++) {
        int r, c;
        if (scanf("%d %d", &r, &c) != 2) break;
        char p = t % 2 ? 1 : 2;
        long i = r * w + c;
        board[i] = p;
        for (int d = 0; d < 4; d++) {
            int run = 1;
            for (long j = i + step[d]; board[j] == p; j += step[d]) run++;
            for (long j = i - step[d]; board[j] == p; j -= step[d]) run++;
            if (run >= 5) {
                printf("%d\n", t);
                return 0;
            }
        }
    }
    printf("0\n");
    return 0;
}
