// Kadane's algorithm with a pointer to the best sum, for package
// --mutate's tests: "Acc * p" is a declaration, so its mutants "Acc / p"
// and the deleted declaration do not compile.
#include <cstdio>

struct Acc { long long v; };

int main() {
    int n;
    std::scanf("%d", &n);
    Acc best{0}, cur{0};
    Acc * p = &best;
    for (int i = 0; i < n; i++) {
        long long a;
        std::scanf("%lld", &a);
        cur.v = (i == 0 || cur.v < 0) ? a : cur.v + a;
        if (i == 0 || cur.v > p->v) p->v = cur.v;
    }
    std::printf("%lld\n", best.v);
}
