// Kadane's algorithm that forgets all-negative arrays: the empty subarray
// (sum 0) is allowed, so it prints 0 when every number is negative.
#include <cstdio>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    long long best = 0, cur = 0;
    for (int i = 0; i < n; i++) {
        long long a;
        std::scanf("%lld", &a);
        cur = cur + a > 0 ? cur + a : 0;
        if (cur > best) best = cur;
    }
    std::printf("%lld\n", best);
    return 0;
}
