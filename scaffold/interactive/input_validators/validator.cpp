// Input validator: exit 42 when standard input is exactly one canonical
// integer N, 1 <= N <= max (1e9, or the flag --max K a test group passes
// through input_validator_args), and a newline; exit 43 with a reason on
// standard error otherwise.
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

static void reject(const std::string& why) {
    std::fprintf(stderr, "%s\n", why.c_str());
    std::exit(43);
}

int main(int argc, char** argv) {
    long long max = 1000000000;
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--max") == 0 && i + 1 < argc) max = std::atoll(argv[++i]);
        else reject(std::string("unknown argument ") + argv[i]);
    }
    std::string s;
    int c;
    while ((c = std::getchar()) != EOF && std::isdigit(c)) s += (char)c;
    if (s.empty() || s.size() > 10 || s[0] == '0') reject("expected a canonical positive integer");
    long long n = std::atoll(s.c_str());
    if (n > max) reject("N out of range: " + s);
    if (c != '\n') reject("after N: expected a newline");
    if (std::getchar() != EOF) reject("expected the end of the input");
    return 42;
}
