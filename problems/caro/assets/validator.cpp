// Input validator for Caro, standalone C++17 (no testlib), in the Kattis
// convention: reads the case on standard input, exits 42 when it is valid
// and 43 when it is not, with "stdin:LINE:COL: message" on standard error.
// It accepts exactly what `carokit validate` accepts: "N K\n", then K lines
// "r c\n", single spaces, integers without sign or leading zeros,
// 1 <= N <= 5000, 1 <= K <= min(N*N, 300000), 1 <= r, c <= N, distinct
// cells, nothing after the last line. "--subtask NAME" (1, 2, 3 or
// subtask1 ...) also checks that subtask's limits.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

namespace {

const int kAccept = 42, kReject = 43;

std::string in;
size_t pos = 0;

bool isSpace(char c) {
    return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

[[noreturn]] void reject(size_t at, const std::string& msg) {
    long line = 1, col = 1;
    for (size_t i = 0; i < at && i < in.size(); i++) {
        if (in[i] == '\n') {
            line++;
            col = 1;
        } else {
            col++;
        }
    }
    std::cerr << "stdin:" << line << ":" << col << ": " << msg << "\n";
    std::exit(kReject);
}

// readInt reads a canonical integer in [lo, hi] right at pos: a token
// ends at any whitespace byte, as in carokit's strict reader.
long long readInt(long long lo, long long hi, const char* name, long long move = 0) {
    size_t start = pos, end = pos;
    while (end < in.size() && !isSpace(in[end])) end++;
    // The label is built only for a message: a valid case never needs it.
    auto want = [&] {
        std::string label = std::string("integer ") + name;
        if (move > 0) label += " of move " + std::to_string(move);
        return label + " in [" + std::to_string(lo) + ", " + std::to_string(hi) + "]";
    };
    if (end == start) reject(start, "expected " + want());
    std::string tok = in.substr(start, end - start);
    long long v = 0;
    for (char c : tok) {
        if (c < '0' || c > '9') reject(start, "expected " + want() + ", found \"" + tok.substr(0, 16) + "\"");
        v = v < 100000000000000000LL ? v * 10 + (c - '0') : 1000000000000000000LL;
    }
    if (tok.size() > 1 && tok[0] == '0') reject(start, "expected " + want() + " (leading zeros are not allowed)");
    if (v < lo || v > hi) reject(start, "expected " + want() + ", found " + tok.substr(0, 20));
    pos = end;
    return v;
}

void expectByte(char c, const char* what) {
    if (pos >= in.size() || in[pos] != c) reject(pos, std::string("expected ") + what);
    pos++;
}

struct Limits {
    long long n, k;
};

// subtaskLimits returns the limits of subtask name, from carokit's table.
Limits subtaskLimits(const std::string& name) {
    std::string id = name.rfind("subtask", 0) == 0 ? name.substr(7) : name;
    if (id == "1") return {15, 225};
    if (id == "2") return {300, 90000};
    if (id == "3") return {5000, 300000};
    std::cerr << "validator: unknown subtask \"" << name << "\" (want 1, 2 or 3)\n";
    std::exit(1);
}

}  // namespace

int main(int argc, char** argv) {
    Limits lim{5000, 300000};
    bool sub = false;
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--subtask") == 0 && i + 1 < argc) {
            lim = subtaskLimits(argv[++i]);
            sub = true;
        }
    }
    char buf[1 << 16];
    for (size_t got; (got = std::fread(buf, 1, sizeof buf, stdin)) > 0;) in.append(buf, got);
    long long n = readInt(1, 5000, "N");
    expectByte(' ', "a space after N");
    long long maxK = n * n < 300000 ? n * n : 300000;
    long long k = readInt(1, maxK, "K");
    expectByte('\n', "a line end after K");
    std::vector<uint64_t> seen((n * n + 63) / 64);
    for (long long i = 1; i <= k; i++) {
        size_t at = pos;
        if (pos >= in.size()) reject(pos, "file ends after " + std::to_string(i - 1) + " of " + std::to_string(k) + " moves");
        long long r = readInt(1, n, "r", i);
        expectByte(' ', "a space after r");
        long long c = readInt(1, n, "c", i);
        expectByte('\n', "a line end after c");
        long long cell = (r - 1) * n + (c - 1);
        if (seen[cell / 64] >> (cell % 64) & 1) reject(at, "move " + std::to_string(i) + " repeats a cell");
        seen[cell / 64] |= uint64_t(1) << (cell % 64);
    }
    if (pos != in.size()) reject(pos, "expected end of file after move " + std::to_string(k));
    if (sub && (n > lim.n || k > lim.k)) {
        reject(0, "N = " + std::to_string(n) + ", K = " + std::to_string(k) + " exceed the subtask's N <= " +
                      std::to_string(lim.n) + ", K <= " + std::to_string(lim.k));
    }
    return kAccept;
}
