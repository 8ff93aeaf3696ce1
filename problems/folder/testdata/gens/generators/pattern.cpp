// pattern KIND N: N integers in a fixed pattern: inc (1..N), dec (N..1),
// same (N copies of -N).
#include <cstdio>
#include <cstdlib>
#include <cstring>

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: pattern inc|dec|same N\n");
        return 2;
    }
    int n = std::atoi(argv[2]);
    std::printf("%d\n", n);
    for (int i = 1; i <= n; i++) {
        int v = !std::strcmp(argv[1], "inc") ? i : !std::strcmp(argv[1], "dec") ? n + 1 - i : -n;
        std::printf(i < n ? "%d " : "%d\n", v);
    }
    return 0;
}
