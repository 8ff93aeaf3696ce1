// Input validator for maxsum: exit 42 when the input is exactly
// "N\n a1 ... aN\n" with 1 <= N <= max-n (default 200000) and |ai| <= 1e9,
// exit 43 otherwise. Flag: --max-n K lowers the bound on N (a subtask).
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

static void reject(const char* why) {
    std::fprintf(stderr, "%s\n", why);
    std::exit(43);
}

// readInt reads an integer with no leading zeros and no '+', then expects sep.
static long long readInt(long long lo, long long hi, int sep) {
    std::string s;
    int c = std::getchar();
    if (c == '-') { s += '-'; c = std::getchar(); }
    while (c != EOF && std::isdigit(c)) { s += (char)c; c = std::getchar(); }
    std::string digits = s[0] == '-' ? s.substr(1) : s;
    if (digits.empty()) reject("expected an integer");
    if (digits.size() > 1 && digits[0] == '0') reject("leading zero");
    if (digits.size() > 12) reject("integer too long");
    if (s == "-0") reject("negative zero");
    long long v = std::atoll(s.c_str());
    if (v < lo || v > hi) reject("integer out of range");
    if (c != sep) reject(sep == '\n' ? "expected a newline" : "expected a single space");
    return v;
}

int main(int argc, char** argv) {
    long long maxN = 200000;
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--max-n") == 0 && i + 1 < argc) maxN = std::atoll(argv[++i]);
    }
    long long n = readInt(1, maxN, '\n');
    for (long long i = 0; i < n; i++) readInt(-1000000000LL, 1000000000LL, i + 1 < n ? ' ' : '\n');
    if (std::getchar() != EOF) reject("expected end of file");
    return 42;
}
