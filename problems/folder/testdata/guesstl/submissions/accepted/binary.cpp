// Binary search: about 30 queries.
#include <cstdio>
int main() {
    long long lo = 1, hi = 1000000000;
    while (lo < hi) {
        long long mid = (lo + hi) / 2;
        std::printf("? %lld\n", mid);
        std::fflush(stdout);
        int r;
        if (std::scanf("%d", &r) != 1) return 1;
        if (r == 0) { lo = hi = mid; break; }
        if (r < 0) hi = mid - 1; else lo = mid + 1;
    }
    std::printf("! %lld\n", lo);
    std::fflush(stdout);
}
