// Input validator for anypath: exit 42 when stdin is "N M\n" followed by M
// lines "u v" (2 <= N <= 1000, 0 <= M <= 5000, 1 <= u, v <= N, u != v),
// every number canonical and separated by one space; exit 43 otherwise.
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <string>

static void reject(const char* why) {
    std::fprintf(stderr, "%s\n", why);
    std::exit(43);
}

static long readNat(long lo, long hi, int sep) {
    std::string s;
    int c = std::getchar();
    while (c != EOF && std::isdigit(c)) { s += (char)c; c = std::getchar(); }
    if (s.empty() || s.size() > 6 || (s.size() > 1 && s[0] == '0')) reject("expected a canonical natural number");
    long v = std::atol(s.c_str());
    if (v < lo || v > hi) reject("number out of range");
    if (c != sep) reject(sep == ' ' ? "expected a single space" : "expected a newline");
    return v;
}

int main() {
    long n = readNat(2, 1000, ' ');
    long m = readNat(0, 5000, '\n');
    for (long i = 0; i < m; i++) {
        long u = readNat(1, n, ' ');
        long v = readNat(1, n, '\n');
        if (u == v) reject("self-loop");
    }
    if (std::getchar() != EOF) reject("expected end of file");
    return 42;
}
