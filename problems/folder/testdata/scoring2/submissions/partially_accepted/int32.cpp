// @EXPECTED_RESULTS@: ACCEPTED, WRONG_ANSWER
// 32-bit sum: right on group 1 (|sum| <= 1e5), overflows on group 2: 40 points.
#include <cstdio>

int main() {
    int n, s = 0, a;
    std::scanf("%d", &n);
    while (n-- > 0 && std::scanf("%d", &a) == 1) s += a;
    std::printf("%d\n", s);
    return 0;
}
