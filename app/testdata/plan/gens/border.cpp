// A Caro test with the first win along one border: X lays five stones on
// the chosen side, O answers on the opposite one. The seed moves the run
// along the border. Portable on purpose: only std::mt19937_64's raw output.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>

int main(int argc, char **argv) {
    long n = 15, seed = 1;
    const char *side = "bottom";
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--n")) n = atol(argv[i + 1]);
        else if (!strcmp(argv[i], "--side")) side = argv[i + 1];
        else if (!strcmp(argv[i], "--seed")) seed = atol(argv[i + 1]);
    }
    std::mt19937_64 rng(seed);
    long start = 1 + (long)(rng() % (unsigned long)(n - 5));
    printf("%ld %d\n", n, 9);
    for (int i = 0; i < 5; i++) {
        long along = start + i, x_r, x_c, o_r, o_c;
        if (!strcmp(side, "bottom")) { x_r = n; x_c = along; o_r = 1; o_c = along; }
        else if (!strcmp(side, "top")) { x_r = 1; x_c = along; o_r = n; o_c = along; }
        else if (!strcmp(side, "left")) { x_r = along; x_c = 1; o_r = along; o_c = n; }
        else { x_r = along; x_c = n; o_r = along; o_c = 1; }
        printf("%ld %ld\n", x_r, x_c);
        if (i < 4) printf("%ld %ld\n", o_r, o_c);
    }
    return 0;
}
