// @EXPECTED_RESULTS@: WRONG_ANSWER
// Kadane's algorithm with 32-bit sums: right on small numbers, overflows on
// the large group's sums (which exceed 2^31).
#include <cstdio>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    int best = 0, cur = 0;
    for (int i = 0; i < n; i++) {
        int a;
        std::scanf("%d", &a);
        cur = (i == 0 || cur < 0) ? a : cur + a;
        if (i == 0 || cur > best) best = cur;
    }
    std::printf("%d\n", best);
    return 0;
}
