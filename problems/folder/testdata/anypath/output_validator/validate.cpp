// Output validator for anypath (Kattis protocol):
//   validate input answer feedback_dir < team_output
// accepts (exit 42) any path 1 -> N along edges with as many vertices as the
// answer's, or -1 when the answer is -1; rejects (exit 43) otherwise, saying
// why in feedback_dir/judgemessage.txt.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>
#include <string>
#include <utility>

static std::string feedbackDir;

static void verdict(int code, const std::string& msg) {
    std::ofstream(feedbackDir + "/judgemessage.txt") << msg << "\n";
    std::exit(code);
}

// readTeamInt reads one whitespace-separated integer of the team's output.
static bool readTeamInt(long& v) {
    char buf[32];
    if (std::scanf("%31s", buf) != 1) return false;
    char* end;
    v = std::strtol(buf, &end, 10);
    if (*end != '\0') verdict(43, std::string("not an integer: ") + buf);
    return true;
}

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: validate input answer feedback_dir < output\n");
        return 1;
    }
    feedbackDir = argv[3];
    std::ifstream in(argv[1]), ans(argv[2]);
    long n, m, judge;
    if (!(in >> n >> m) || !(ans >> judge)) {
        std::fprintf(stderr, "cannot read the input or the answer\n");
        return 1;
    }
    std::set<std::pair<long, long>> edges;
    for (long i = 0, u, v; i < m && in >> u >> v; i++) {
        edges.insert({u, v});
        edges.insert({v, u});
    }
    long k;
    if (!readTeamInt(k)) verdict(43, "empty output");
    if (judge == -1 || k == -1) {
        if (judge != k) verdict(43, "wrong reachability: expected " + std::to_string(judge) + ", got " + std::to_string(k));
    } else {
        if (k != judge) verdict(43, "path has " + std::to_string(k) + " vertices, a shortest one has " + std::to_string(judge));
        long prev = 0, v = 0;
        for (long i = 0; i < k; i++) {
            if (!readTeamInt(v)) verdict(43, "path too short");
            if (i == 0 && v != 1) verdict(43, "path does not start at 1");
            if (i > 0 && !edges.count({prev, v})) verdict(43, "no edge " + std::to_string(prev) + " " + std::to_string(v));
            prev = v;
        }
        if (v != n) verdict(43, "path does not end at N");
    }
    long extra;
    if (readTeamInt(extra)) verdict(43, "trailing output");
    verdict(42, "ok");
}
