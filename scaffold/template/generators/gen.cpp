// gen SEED N MAXV: N integers drawn uniformly from [-MAXV, MAXV]. The numbers
// come from splitmix64 seeded with SEED, so the same arguments give the same
// test on every machine and compiler.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

static uint64_t state;

static uint64_t next() {
    uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: gen SEED N MAXV\n");
        return 2;
    }
    state = std::strtoull(argv[1], nullptr, 10);
    long long n = std::atoll(argv[2]), maxv = std::atoll(argv[3]);
    if (n < 1 || maxv < 0) {
        std::fprintf(stderr, "gen: need N >= 1 and MAXV >= 0\n");
        return 2;
    }
    std::printf("%lld\n", n);
    for (long long i = 0; i < n; i++) {
        long long v = (long long)(next() % (uint64_t)(2 * maxv + 1)) - maxv;
        std::printf(i + 1 < n ? "%lld " : "%lld\n", v);
    }
    return 0;
}
