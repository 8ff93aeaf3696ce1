// Right, but never flushes: its first query waits in its buffer while
// the interactor waits for it, until the judge's clock stops them.
#include <cstdio>

int main() {
    static char buf[1 << 16];
    std::setvbuf(stdout, buf, _IOFBF, sizeof buf);
    long long lo = 1, hi = 1000000000;
    while (lo < hi) {
        long long mid = (lo + hi) / 2;
        std::printf("? %lld\n", mid);
        int r;
        if (std::scanf("%d", &r) != 1) return 1;
        if (r == 0) lo = hi = mid;
        else if (r < 0) hi = mid - 1;
        else lo = mid + 1;
    }
    std::printf("! %lld\n", lo);
}
