// The reference: binary search on 1..1000.
#include <cstdio>
int main() {
    int lo = 1, hi = 1000;
    while (lo < hi) {
        int mid = (lo + hi) / 2, r;
        std::printf("? %d\n", mid);
        std::fflush(stdout);
        if (std::scanf("%d", &r) != 1) return 1;
        if (r == 0) lo = hi = mid;
        else if (r < 0) hi = mid - 1;
        else lo = mid + 1;
    }
    std::printf("! %d\n", lo);
}
