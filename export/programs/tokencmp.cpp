// Token checker in testlib's protocol, written by carokit for exports:
// "check INPUT OUTPUT ANSWER" exits 0 (OK) when the contestant's output
// holds the same whitespace-separated tokens as the answer, 1 (WA)
// otherwise, 3 (FAIL) when a file cannot be read. Whitespace is ASCII
// space, tab, LF, VT, FF and CR, as in testlib's wcmp and carokit's own
// token compare (problem.CompareTokens). It needs no testlib.h, so any
// judge that runs a testlib checker runs it.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

namespace {

bool isSpace(char c) {
    return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

bool readTokens(const char* path, std::vector<std::string>& out) {
    std::ifstream f(path, std::ios::binary);
    if (!f) return false;
    std::string data((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    std::string tok;
    for (char c : data) {
        if (!isSpace(c)) {
            tok += c;
        } else if (!tok.empty()) {
            out.push_back(tok);
            tok.clear();
        }
    }
    if (!tok.empty()) out.push_back(tok);
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        std::cerr << "usage: check INPUT OUTPUT ANSWER\n";
        return 3;
    }
    std::vector<std::string> out, ans;
    if (!readTokens(argv[2], out) || !readTokens(argv[3], ans)) {
        std::cerr << "FAIL cannot read the output or the answer\n";
        return 3;
    }
    for (size_t i = 0; i < ans.size() || i < out.size(); i++) {
        if (i >= out.size()) {
            std::cerr << "wrong answer: output ends after " << out.size() << " tokens, expected " << ans[i].substr(0, 30) << "\n";
            return 1;
        }
        if (i >= ans.size()) {
            std::cerr << "wrong answer: extra output " << out[i].substr(0, 30) << "\n";
            return 1;
        }
        if (out[i] != ans[i]) {
            std::cerr << "wrong answer: token " << i + 1 << ": expected " << ans[i].substr(0, 30) << ", found " << out[i].substr(0, 30) << "\n";
            return 1;
        }
    }
    std::cerr << "ok " << ans.size() << " tokens\n";
    return 0;
}
