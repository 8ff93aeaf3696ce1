// Input validator: "N\n a1 ... aN\n", 1 <= N <= MAX_N (bounds.h, from
// problem.yaml's constants), |ai| <= 1000, canonical integers with single
// spaces. Exit 42 accepts, 43 rejects.
#include <cstdio>
#include <string>
#include "bounds.h"

// number reads a canonical integer in [lo, hi] ended by end.
static bool number(long lo, long hi, char end, long &v) {
    std::string s;
    int c;
    while ((c = std::getchar()) != EOF && c != end) s += char(c);
    if (c != end || s.empty() || s.size() > 6) return false;
    size_t i = s[0] == '-' ? 1 : 0;
    if (i == s.size() || (s[i] == '0' && (s.size() > i + 1 || i == 1))) return false;
    for (size_t k = i; k < s.size(); k++)
        if (s[k] < '0' || s[k] > '9') return false;
    v = std::stol(s);
    return lo <= v && v <= hi;
}

int main() {
    long n, a;
    if (!number(1, MAX_N, '\n', n)) return 43;
    for (long i = 0; i < n; i++)
        if (!number(-1000, 1000, i + 1 < n ? ' ' : '\n', a)) return 43;
    return std::getchar() == EOF ? 42 : 43;
}
