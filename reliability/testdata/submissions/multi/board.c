#include <stdlib.h>
#include "board.h"

static char *board;
static long w;

void board_init(int n) {
    w = n + 2;
    board = calloc(w * w, 1);
}

int board_play(int r, int c, char p) {
    long step[4] = {1, w, w + 1, w - 1}, i = r * w + c;
    board[i] = p;
    for (int d = 0; d < 4; d++) {
        int run = 1;
        for (long j = i + step[d]; board[j] == p; j += step[d]) run++;
        for (long j = i - step[d]; board[j] == p; j -= step[d]) run++;
        if (run >= 5) return 1;
    }
    return 0;
}
