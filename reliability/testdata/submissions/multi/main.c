#include <stdio.h>
#include "board.h"

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    board_init(n);
    for (int t = 1; t <= k; t++) {
        int r, c;
        if (scanf("%d %d", &r, &c) != 2) break;
        if (board_play(r, c, t % 2 ? 1 : 2)) {
            printf("%d\n", t);
            return 0;
        }
    }
    printf("0\n");
    return 0;
}
