// Token checker in testlib's protocol, written by carokit for exports:
// "check INPUT OUTPUT ANSWER" exits 0 (OK) when the contestant's output
// holds the same whitespace-separated tokens as the answer, 1 (WA)
// otherwise, 3 (FAIL) when a file cannot be read. Whitespace is ASCII
// space, tab, LF, VT, FF and CR, as in testlib's wcmp and carokit's own
// token compare (problem.CompareTokens). It needs no testlib.h, so any
// judge that runs a testlib checker runs it. Compiled with -DCMS (CMS's
// Polygon loader) it is a CMS comparator: "check INPUT ANSWER OUTPUT",
// 1.0 or 0.0 on standard output.
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

// compare returns testlib's verdict (0 OK, 1 WA, 3 FAIL) of the output
// against the answer and says why in msg.
int compare(const char* outPath, const char* ansPath, std::string& msg) {
    std::vector<std::string> out, ans;
    if (!readTokens(outPath, out) || !readTokens(ansPath, ans)) {
        msg = "FAIL cannot read the output or the answer";
        return 3;
    }
    for (size_t i = 0; i < ans.size() || i < out.size(); i++) {
        if (i >= out.size()) {
            msg = "wrong answer: output ends after " + std::to_string(out.size()) + " tokens, expected " + ans[i].substr(0, 30);
            return 1;
        }
        if (i >= ans.size()) {
            msg = "wrong answer: extra output " + out[i].substr(0, 30);
            return 1;
        }
        if (out[i] != ans[i]) {
            msg = "wrong answer: token " + std::to_string(i + 1) + ": expected " + ans[i].substr(0, 30) + ", found " + out[i].substr(0, 30);
            return 1;
        }
    }
    msg = "ok " + std::to_string(ans.size()) + " tokens";
    return 0;
}

int main(int argc, char** argv) {
    if (argc < 4) {
        std::cerr << "usage: check INPUT OUTPUT ANSWER (CMS: INPUT ANSWER OUTPUT)\n";
        return 3;
    }
    std::string msg;
#ifdef CMS
    // CMS's Polygon loader compiles files/check.cpp with -DCMS and runs
    // it as a comparator: the score on standard output, the message on
    // standard error.
    int verdict = compare(argv[3], argv[2], msg);
    std::cerr << msg << "\n";
    if (verdict == 3) return 1;
    std::cout << (verdict == 0 ? "1.0" : "0.0") << "\n";
    return 0;
#else
    int verdict = compare(argv[2], argv[3], msg);
    std::cerr << msg << "\n";
    return verdict;
#endif
}
