// 32-bit sum: exact on group1, overflows on group2's large values (the
// first small test and big's second): 30 + 10 + 0 = 40.
#include <cstdio>

int main() {
    int n, s = 0, a;
    std::scanf("%d", &n);
    while (n-- > 0 && std::scanf("%d", &a) == 1) s += a;
    std::printf("%d\n", s);
    return 0;
}
