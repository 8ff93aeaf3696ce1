// Input validator for duiyi (Caro's HtBest/WHZ/UNK dialect), standalone
// C++17 (no testlib), in the Kattis convention: reads the case on standard
// input, exits 42 when it is valid and 43 when it is not, with
// "stdin:LINE:COL: message" on standard error. It accepts exactly what
// `carokit --problem duiyi validate` accepts: numbers written canonically
// (digits only, no leading zero) separated by runs of spaces and line
// breaks (the dialect's line breaks carry no meaning), the first number at
// the first byte and one line break right after the last; 1 <= n <= 1000,
// 1 <= m <= min(n*n, 100000), 1 <= r, c <= n, distinct cells. "--subtask
// NAME" (1 or subtask1) checks the one subtask's limits, which are the
// problem's.
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

// checkLayout rejects what the layout forbids before any number is read:
// a carriage return, a sign or any other byte but digits, spaces and line
// breaks, a leading zero, whitespace before the first number, and
// anything but one line break after the last.
void checkLayout() {
    if (in.empty()) reject(0, "empty input: expected integer n");
    if (in[0] == ' ' || in[0] == '\n') reject(0, "whitespace before n: the input starts with its first number");
    for (size_t i = 0; i < in.size(); i++) {
        char c = in[i];
        bool startsNumber = i == 0 || in[i - 1] == ' ' || in[i - 1] == '\n';
        if (c == ' ' || c == '\n') continue;
        if (c == '\r') reject(i, "carriage return: lines end with \"\\n\" alone");
        if (c < '0' || c > '9') reject(i, "expected a digit, a space or a line break");
        if (startsNumber && c == '0' && i + 1 < in.size() && in[i + 1] >= '0' && in[i + 1] <= '9') reject(i, "leading zero");
    }
    size_t n = in.size();
    if (in[n - 1] != '\n') reject(n, "no line break after the last number");
    if (n >= 2 && (in[n - 2] == ' ' || in[n - 2] == '\n')) reject(n - 2, "whitespace after the last number: one line break ends the input");
}

void skipSpace() {
    while (pos < in.size() && isSpace(in[pos])) pos++;
}

// readInt reads the next whitespace-separated integer, in [lo, hi].
long long readInt(long long lo, long long hi, const char* name, long long move = 0) {
    skipSpace();
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
    size_t i = (tok[0] == '+' || tok[0] == '-') ? 1 : 0;
    if (i == tok.size()) reject(start, "expected " + want() + ", found a lone sign");
    long long v = 0;
    for (; i < tok.size(); i++) {
        char c = tok[i];
        if (c < '0' || c > '9') reject(start, "expected " + want() + ", found \"" + tok.substr(0, 16) + "\"");
        v = v < 100000000000000000LL ? v * 10 + (c - '0') : 1000000000000000000LL;
    }
    if (tok[0] == '-') v = -v;
    if (v < lo || v > hi) reject(start, "expected " + want() + ", found " + tok.substr(0, 20));
    pos = end;
    return v;
}

}  // namespace

int main(int argc, char** argv) {
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--subtask") == 0 && i + 1 < argc) {
            std::string name = argv[++i];
            if (name != "1" && name != "subtask1") {
                std::cerr << "validator: unknown subtask \"" << name << "\" (want 1)\n";
                return 1;
            }
        }
    }
    char buf[1 << 16];
    for (size_t got; (got = std::fread(buf, 1, sizeof buf, stdin)) > 0;) in.append(buf, got);
    checkLayout();
    long long n = readInt(1, 1000, "n");
    long long maxM = n * n < 100000 ? n * n : 100000;
    long long m = readInt(1, maxM, "m");
    std::vector<uint64_t> seen((n * n + 63) / 64);
    for (long long i = 1; i <= m; i++) {
        skipSpace();
        size_t at = pos;
        if (pos >= in.size()) reject(pos, "file ends after " + std::to_string(i - 1) + " of " + std::to_string(m) + " moves");
        long long r = readInt(1, n, "r", i);
        long long c = readInt(1, n, "c", i);
        long long cell = (r - 1) * n + (c - 1);
        if (seen[cell / 64] >> (cell % 64) & 1) reject(at, "move " + std::to_string(i) + " repeats a cell");
        seen[cell / 64] |= uint64_t(1) << (cell % 64);
    }
    skipSpace();
    if (pos != in.size()) reject(pos, "extra data after move " + std::to_string(m));
    return kAccept;
}
