// Starts the maximum at 0: wrong when every number is negative.
#include <cstdio>

int main() {
    int n;
    long long a, best = 0;
    std::scanf("%d", &n);
    while (n-- > 0 && std::scanf("%lld", &a) == 1)
        if (a > best) best = a;
    std::printf("%lld\n", best);
    return 0;
}
