// gen SEED MAX: a secret number drawn uniformly from [1, MAX]. The number
// comes from splitmix64 seeded with SEED, so the same arguments give the
// same test on every machine and compiler.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: gen SEED MAX\n");
        return 2;
    }
    uint64_t z = std::strtoull(argv[1], nullptr, 10) + 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    z ^= z >> 31;
    long long top = std::atoll(argv[2]);
    if (top < 1 || top > 1000000000) {
        std::fprintf(stderr, "gen: need 1 <= MAX <= 1e9\n");
        return 2;
    }
    std::printf("%lld\n", (long long)(z % (uint64_t)top) + 1);
}
