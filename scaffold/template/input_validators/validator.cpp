// Input validator: exit 42 when standard input is exactly
//   N
//   a1 a2 ... aN
// with 1 <= N <= max-n (1000, or the flag --max-n K a test group passes
// through input_validator_args) and |ai| <= 1e9, written canonically (no
// leading zeros or '+', single spaces, a final newline); exit 43 with a
// reason on standard error otherwise.
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

static void reject(const std::string& why) {
    std::fprintf(stderr, "%s\n", why.c_str());
    std::exit(43);
}

// readInt reads one canonical integer in [lo, hi] followed by sep.
static long long readInt(long long lo, long long hi, int sep, const char* what) {
    std::string s;
    int c = std::getchar();
    if (c == '-') {
        s += '-';
        c = std::getchar();
    }
    while (c != EOF && std::isdigit(c)) {
        s += (char)c;
        c = std::getchar();
    }
    std::string digits = s.substr(s[0] == '-' ? 1 : 0);
    if (digits.empty() || digits.size() > 10 || (digits.size() > 1 && digits[0] == '0') || s == "-0")
        reject(std::string("expected a canonical integer for ") + what);
    long long v = std::atoll(s.c_str());
    if (v < lo || v > hi) reject(std::string(what) + " out of range: " + s);
    if (c != sep) reject(std::string("after ") + what + ": expected " + (sep == ' ' ? "a space" : "a newline"));
    return v;
}

int main(int argc, char** argv) {
    long long maxN = 1000;
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--max-n") == 0 && i + 1 < argc) maxN = std::atoll(argv[++i]);
        else reject(std::string("unknown argument ") + argv[i]);
    }
    long long n = readInt(1, maxN, '\n', "N");
    for (long long i = 0; i < n; i++) readInt(-1000000000LL, 1000000000LL, i + 1 < n ? ' ' : '\n', "a number");
    if (std::getchar() != EOF) reject("expected the end of the input");
    return 42;
}
