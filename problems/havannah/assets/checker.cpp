// Havannah output validator (Kattis convention, standalone C++17):
//   checker input answer feedback_dir < output
// exits 42 when the output is accepted and 43 otherwise, writing why to
// feedback_dir/judgemessage.txt. The output must hold, for each case n of
// the answer, the words "Case", "#n:" and then "none" or "K in move k"
// with K a structure name (bridge, fork, ring or several joined by "-" in
// that order), and nothing after the last case. Whitespace between words
// does not matter. A missing or extra case, a wrong case number, a wrong
// structure name or a wrong answer is rejected with the case named.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

static std::string feedbackDir;

[[noreturn]] static void finish(int code, const std::string& msg) {
    std::ofstream f(feedbackDir + "/judgemessage.txt");
    f << msg << "\n";
    f.close();  // exit() runs no destructors
    exit(code);
}

static bool validKind(const std::string& k) {
    static const char* kinds[] = {"bridge", "fork", "ring", "bridge-fork", "bridge-ring", "fork-ring", "bridge-fork-ring"};
    for (const char* v : kinds)
        if (k == v) return true;
    return false;
}

// readCase reads case n's words from in into result ("none" or
// "K in move k"); on failure it returns false and says why in err.
static bool readCase(std::istream& in, int n, std::string& result, std::string& err) {
    std::string w;
    if (!(in >> w)) { err = "missing"; return false; }
    if (w != "Case") { err = "expected \"Case\", found \"" + w + "\""; return false; }
    if (!(in >> w) || w != "#" + std::to_string(n) + ":") { err = "expected \"#" + std::to_string(n) + ":\", found \"" + w + "\""; return false; }
    if (!(in >> w)) { err = "missing the result"; return false; }
    if (w == "none") { result = w; return true; }
    if (!validKind(w)) { err = "unknown structure \"" + w + "\""; return false; }
    std::string in_, move, k;
    if (!(in >> in_ >> move >> k) || in_ != "in" || move != "move") { err = "expected \"" + w + " in move k\""; return false; }
    char* end = nullptr;
    long v = strtol(k.c_str(), &end, 10);
    if (*end != '\0' || v < 1 || v > 10000 || k[0] == '0' || k[0] == '+') { err = "bad move number \"" + k + "\""; return false; }
    result = w + " in move " + std::to_string(v);
    return true;
}

int main(int argc, char** argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: %s input answer feedback_dir < output\n", argv[0]);
        return 1;
    }
    feedbackDir = argv[3];
    std::ifstream answer(argv[2]);
    std::vector<std::string> want;
    for (int n = 1;; n++) {
        std::string r, err;
        answer >> std::ws;
        if (answer.eof()) break;
        if (!readCase(answer, n, r, err)) finish(1, "answer file, case " + std::to_string(n) + ": " + err);
        want.push_back(r);
    }
    std::stringstream out;
    out << std::cin.rdbuf();
    for (size_t i = 0; i < want.size(); i++) {
        int n = (int)i + 1;
        std::string got, err;
        if (!readCase(out, n, got, err)) finish(43, "case " + std::to_string(n) + ": " + err);
        if (got != want[i]) finish(43, "case " + std::to_string(n) + ": expected \"" + want[i] + "\", found \"" + got + "\"");
    }
    std::string extra;
    if (out >> extra) finish(43, "output after the last case " + std::to_string(want.size()) + ": \"" + extra + "\"");
    finish(42, "accepted");
}
