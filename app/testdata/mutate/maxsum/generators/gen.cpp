// gen SEED N LO HI: N integers drawn uniformly from [LO, HI] (splitmix64
// from SEED, so the same arguments give the same bytes on every machine).
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
    if (argc != 5) {
        std::fprintf(stderr, "usage: gen SEED N LO HI\n");
        return 2;
    }
    state = std::strtoull(argv[1], nullptr, 10);
    long long n = std::atoll(argv[2]), lo = std::atoll(argv[3]), hi = std::atoll(argv[4]);
    if (n < 1 || lo > hi) {
        std::fprintf(stderr, "gen: need N >= 1 and LO <= HI\n");
        return 2;
    }
    uint64_t span = (uint64_t)(hi - lo) + 1;
    std::printf("%lld\n", n);
    for (long long i = 0; i < n; i++) {
        long long v = lo + (long long)(next() % span);
        std::printf(i + 1 < n ? "%lld " : "%lld\n", v);
    }
    return 0;
}
