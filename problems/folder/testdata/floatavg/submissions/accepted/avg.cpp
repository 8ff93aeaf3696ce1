// Average printed with six decimals: always within 1e-6 of the truth.
#include <cstdio>

int main() {
    int n;
    std::scanf("%d", &n);
    long long s = 0;
    for (int i = 0; i < n; i++) {
        long long a;
        std::scanf("%lld", &a);
        s += a;
    }
    std::printf("%.6f\n", (double)s / n);
    return 0;
}
