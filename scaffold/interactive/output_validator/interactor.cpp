// The interactor (Kattis protocol): interactor input answer feedback_dir/.
// It reads the secret N from the input file and talks with the
// submission on standard input and output: "? x" is answered with -1
// (N < x), 1 (N > x) or 0 (N = x); "! x" ends the game: exit 42 when x
// is N, else 43. Anything else, or more than 100 queries, is rejected
// with a reason in judgemessage.txt.
#include <cstdio>
#include <cstdlib>
#include <string>

static std::string feedback;

static void reject(const std::string& why) {
    if (FILE* f = std::fopen((feedback + "judgemessage.txt").c_str(), "w")) {
        std::fputs(why.c_str(), f);
        std::fclose(f);
    }
    std::exit(43);
}

int main(int argc, char** argv) {
    if (argc < 4) return 1;
    feedback = argv[3];
    long long secret;
    FILE* in = std::fopen(argv[1], "r");
    if (!in || std::fscanf(in, "%lld", &secret) != 1) return 1;
    for (int queries = 0;; queries++) {
        char op[2];
        long long x;
        if (std::scanf("%1s %lld", op, &x) != 2) reject("expected \"? x\" or \"! x\"");
        if (op[0] == '!') {
            if (x != secret) reject("wrong guess " + std::to_string(x));
            return 42;
        }
        if (op[0] != '?') reject(std::string("unknown query ") + op);
        if (queries == 100) reject("more than 100 queries");
        std::printf("%d\n", secret < x ? -1 : secret > x ? 1 : 0);
        std::fflush(stdout);
    }
}
