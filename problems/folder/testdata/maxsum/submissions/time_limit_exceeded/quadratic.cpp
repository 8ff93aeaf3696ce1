// Correct but O(N^2): tries every start; too slow only when N is large.
#include <cstdio>
#include <vector>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    std::vector<long long> a(n);
    for (auto& x : a) std::scanf("%lld", &x);
    long long best = a[0];
    for (int i = 0; i < n; i++) {
        long long sum = 0;
        for (int j = i; j < n; j++) {
            sum += a[j];
            if (sum > best) best = sum;
        }
    }
    std::printf("%lld\n", best);
    return 0;
}
