// Kadane's algorithm, O(N).
#include <cstdio>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    long long best = 0, cur = 0;
    for (int i = 0; i < n; i++) {
        long long a;
        std::scanf("%lld", &a);
        cur = (i == 0 || cur < 0) ? a : cur + a;
        if (i == 0 || cur > best) best = cur;
    }
    std::printf("%lld\n", best);
    return 0;
}
