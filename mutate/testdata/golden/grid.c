/* Counts the cells of a grid above a threshold, row by row. */
#include <stdio.h>

int a[105][105];

int main(void) {
    int n, m, t;
    if (scanf("%d %d %d", &n, &m, &t) != 3) return 1;
    long long total = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            scanf("%d", &a[i][j]);
    for (int i = 0; i < n; i++) {
        int row = 0;
        for (int j = 0; j < m; j++) {
            if (a[i][j] < 0 && t > 0) continue;
            if (a[i][j] >= t || a[i][j] == -1) row += 1;
            if (row * 2 > m) break;
        }
        total = total + row;
    }
    while (total > 1000000) total /= 2;
    printf("%lld\n", total);
    return 0;
}
