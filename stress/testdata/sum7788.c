/* A buggy solution of the test problem "sum" (fake_test.go): one too many
   when 77 is among the numbers, and a crash when 88 is. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n, v;
    long sum = 0;
    int bug = 0;
    if (scanf("%d", &n) != 1) return 1;
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &v) != 1) return 1;
        if (v == 88) abort();
        if (v == 77) bug = 1;
        sum += v;
    }
    printf("%ld\n", sum + bug);
    return 0;
}
