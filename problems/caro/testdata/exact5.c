/* Caro (CARO.md) with the "exactly five" bug: it counts around the new
   stone but wants exactly five, so a stone that joins two runs into six or
   more is not seen as a win. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    int w = n + 2; /* an empty border: walks stop there */
    unsigned char *b = calloc((size_t)w * w, 1);
    if (!b) return 1;
    static const int dr[4] = {0, 1, 1, 1}, dc[4] = {1, 0, 1, -1};
    for (int t = 1; t <= k; t++) {
        int r, c;
        if (scanf("%d %d", &r, &c) != 2) return 1;
        unsigned char p = t % 2 ? 1 : 2;
        b[r * w + c] = p;
        for (int d = 0; d < 4; d++) {
            int cnt = 1;
            for (int s = -1; s <= 1; s += 2) {
                int rr = r + s * dr[d], cc = c + s * dc[d];
                while (b[rr * w + cc] == p) {
                    cnt++;
                    rr += s * dr[d];
                    cc += s * dc[d];
                }
            }
            if (cnt == 5) {
                printf("%d\n", t);
                return 0;
            }
        }
    }
    printf("0\n");
    return 0;
}
