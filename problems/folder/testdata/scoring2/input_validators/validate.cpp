// Input validator for scoring2: exit 42 when stdin is "N\n a1 ... aN\n" with
// 1 <= N <= max-n and |ai| <= max-abs (defaults 1000 and 1e9, lowered by
// the flags --max-n K and --max-abs K), exit 43 otherwise.
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

static void reject(const char* why) {
    std::fprintf(stderr, "%s\n", why);
    std::exit(43);
}

static long long readInt(long long bound, int sep) {
    std::string s;
    int c = std::getchar();
    if (c == '-') { s += '-'; c = std::getchar(); }
    while (c != EOF && std::isdigit(c)) { s += (char)c; c = std::getchar(); }
    size_t d = s[0] == '-' ? 1 : 0;
    if (s.size() == d || s.size() - d > 10 || (s.size() - d > 1 && s[d] == '0') || s == "-0") reject("expected a canonical integer");
    long long v = std::atoll(s.c_str());
    if (v < -bound || v > bound) reject("integer out of range");
    if (c != sep) reject("wrong separator");
    return v;
}

int main(int argc, char** argv) {
    long long maxN = 1000, maxAbs = 1000000000;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--max-n") == 0) maxN = std::atoll(argv[i + 1]);
        else if (std::strcmp(argv[i], "--max-abs") == 0) maxAbs = std::atoll(argv[i + 1]);
        else reject("unknown flag");
    }
    long long n = readInt(maxN, '\n');
    if (n < 1) reject("N must be positive");
    for (long long i = 0; i < n; i++) readInt(maxAbs, i + 1 < n ? ' ' : '\n');
    if (std::getchar() != EOF) reject("expected end of file");
    return 42;
}
