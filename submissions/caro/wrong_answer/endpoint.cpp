// Caro, WRONG: endpoint only.
//
// Checks only the lines in which the new stone is an end: for each of the
// 8 directions, are the next 4 cells all the mover's? That misses a stone
// that fills the middle of a line (X X _ X X, then X in the gap), and a
// stone that joins two runs into 6 or more. It answers the statement's
// sample correctly, since there the winning stone is an end.
#include <cstdio>
#include <vector>

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    // A 4-cell empty border: looking 4 cells past the edge stays in the array.
    const long w = n + 8;
    std::vector<char> board(w * w, 0);
    const long step[8] = {1, -1, w, -w, w + 1, -(w + 1), w - 1, -(w - 1)};
    for (int t = 1; t <= k; t++) {
        int r, c;
        if (scanf("%d %d", &r, &c) != 2) break;
        const char p = (t % 2 == 1) ? 1 : 2;
        const long i = (r + 3) * w + (c + 3);
        board[i] = p;
        for (long s : step) {
            int more = 0;
            while (more < 4 && board[i + (more + 1) * s] == p) more++;
            if (more == 4) {
                printf("%d\n", t);
                return 0;
            }
        }
    }
    printf("0\n");
    return 0;
}
