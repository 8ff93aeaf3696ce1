// The sum. A submission's source is not substituted (BAPCtools keeps
// {{max_n}} as written in submissions), so the bound is written out.
#include <cstdio>

int main() {
    int n;
    long long s = 0;
    std::scanf("%d", &n);
    for (int i = 0; i < n; i++) {
        int a;
        std::scanf("%d", &a);
        s += a;
    }
    std::printf("%lld\n", s);
}
