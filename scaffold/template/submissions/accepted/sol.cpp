// The sum in 64 bits: up to 1000 * 1e9 = 1e12 fits.
#include <cstdio>

int main() {
    int n;
    long long a, sum = 0;
    if (std::scanf("%d", &n) != 1) return 1;
    for (int i = 0; i < n && std::scanf("%lld", &a) == 1; i++) sum += a;
    std::printf("%lld\n", sum);
    return 0;
}
