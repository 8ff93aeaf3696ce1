// Havannah input validator (testlib style, standalone C++17): reads the
// input on standard input, exits 42 when it is valid and 43 otherwise,
// with one line "input:LINE:COL: message" on standard error.
// "--subtask NAME" also checks that subtask's limits (NAME: 1 or small,
// 2 or large, or subtask1/subtask2).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unordered_set>
#include <vector>

static std::vector<char> data;
static size_t pos = 0;
static int line = 1, col = 1;

[[noreturn]] static void reject(const std::string& msg) {
    fprintf(stderr, "input:%d:%d: %s\n", line, col, msg.c_str());
    exit(43);
}

static void advance() {
    if (data[pos] == '\n') { line++; col = 1; } else col++;
    pos++;
}

// readInt reads a canonical integer (no sign, no leading zero) in [lo, hi].
static long long readInt(long long lo, long long hi, const char* name) {
    if (pos >= data.size() || data[pos] < '0' || data[pos] > '9')
        reject(std::string("expected integer ") + name);
    if (data[pos] == '0' && pos + 1 < data.size() && data[pos + 1] >= '0' && data[pos + 1] <= '9')
        reject(std::string("leading zero in ") + name);
    int l = line, c = col;
    long long v = 0;
    while (pos < data.size() && data[pos] >= '0' && data[pos] <= '9') {
        if (v > 1000000000000LL) { line = l; col = c; reject(std::string(name) + " is too large"); }
        v = v * 10 + (data[pos] - '0');
        advance();
    }
    if (v < lo || v > hi) {
        line = l; col = c;
        reject(std::string("expected integer ") + name + " in [" + std::to_string(lo) + ", " + std::to_string(hi) + "], found " + std::to_string(v));
    }
    return v;
}

static void expect(char ch, const char* what) {
    if (pos >= data.size() || data[pos] != ch) reject(std::string("expected ") + what);
    advance();
}

int main(int argc, char** argv) {
    long long maxT = 200, maxS = 3000, maxM = 10000;
    bool small = false, large = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--subtask") == 0 && i + 1 < argc) {
            std::string s = argv[++i];
            small = s == "1" || s == "small" || s == "subtask1";
            large = s == "2" || s == "large" || s == "subtask2";
            if (!small && !large) { fprintf(stderr, "unknown subtask %s\n", s.c_str()); return 43; }
        }
    }
    if (small) { maxS = 50; maxM = 100; }
    if (large) maxT = 20;
    char buf[1 << 16];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, stdin)) > 0) data.insert(data.end(), buf, buf + n);

    long long t = readInt(1, maxT, "T");
    expect('\n', "end of line after T");
    for (long long tc = 1; tc <= t; tc++) {
        long long s = readInt(2, maxS, "S");
        expect(' ', "a space after S");
        long long cells = 3 * s * (s - 1) + 1;
        long long m = readInt(0, maxM < cells ? maxM : cells, "M");
        expect('\n', "end of line after M");
        std::unordered_set<long long> seen;
        seen.reserve(m * 2);
        for (long long i = 1; i <= m; i++) {
            int l = line, c = col;
            long long x = readInt(1, 2 * s - 1, "x");
            expect(' ', "a space after x");
            long long y = readInt(1, 2 * s - 1, "y");
            if (x - y > s - 1 || y - x > s - 1) {
                line = l; col = c;
                reject("move " + std::to_string(i) + " of case " + std::to_string(tc) + ": (" + std::to_string(x) + "," + std::to_string(y) + ") is off the board");
            }
            if (!seen.insert(x * (2 * s + 1) + y).second) {
                line = l; col = c;
                reject("move " + std::to_string(i) + " of case " + std::to_string(tc) + " repeats cell (" + std::to_string(x) + "," + std::to_string(y) + ")");
            }
            expect('\n', "end of line after a move");
        }
    }
    if (pos != data.size()) reject("expected end of file");
    return 42;
}
