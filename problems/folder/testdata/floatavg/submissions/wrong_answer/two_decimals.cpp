// Two decimals are not enough: 1/3 printed as 0.33 is off by 3e-3.
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
    std::printf("%.2f\n", (double)s / n);
    return 0;
}
