// A second toy generator for the cache tests: N digits from a portable LCG
// seeded by --seed, in the toy problem's canonical layout.
#include <cstdio>
#include <cstdlib>
#include <cstring>

int main(int argc, char **argv) {
    unsigned long long n = 3, seed = 1;
    for (int i = 1; i + 1 < argc; i++) {
        if (!strcmp(argv[i], "--n")) n = strtoull(argv[i + 1], 0, 10);
        if (!strcmp(argv[i], "--seed")) seed = strtoull(argv[i + 1], 0, 10);
    }
    printf("%llu\n", n);
    for (unsigned long long i = 0; i < n; i++) {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        printf(i ? " %llu" : "%llu", (seed >> 33) % 10);
    }
    printf("\n");
    return 0;
}
