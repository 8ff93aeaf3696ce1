// Reads the seed, but draws through the standard library's distributions
// and algorithms, whose results differ between libstdc++, libc++ and MSVC.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

int main(int argc, char **argv) {
    unsigned long seed = 1;
    for (int i = 1; i + 1 < argc; i++)
        if (!strcmp(argv[i], "--seed")) seed = strtoul(argv[i + 1], 0, 10);
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> cell(1, 5);
    std::vector<int> cols = {1, 2, 3, 4, 5};
    std::shuffle(cols.begin(), cols.end(), rng);
    srand(seed);
    int extra = rand() % 2;
    printf("5 1\n%d %d\n", cell(rng), cols[extra]);
}
