// duiyi, wrong answer: the count around the new stone, but a win needs
// exactly five in a row, so a stone that joins two runs into six or seven
// is missed (the statement says five or more win).
#include <cstdio>
#include <vector>

int main() {
    int n, m;
    if (std::scanf("%d %d", &n, &m) != 2) return 1;
    const int w = n + 2;
    std::vector<unsigned char> cell(static_cast<size_t>(w) * w, 0);
    const int dirs[4] = {1, w, w + 1, w - 1};
    for (int t = 1; t <= m; t++) {
        int r, c;
        if (std::scanf("%d %d", &r, &c) != 2) return 1;
        const unsigned char who = t % 2 == 1 ? 1 : 2;
        const int at = r * w + c;
        cell[at] = who;
        for (int d : dirs) {
            int len = 1;
            for (int j = at + d; cell[j] == who; j += d) len++;
            for (int j = at - d; cell[j] == who; j -= d) len++;
            if (len == 5) {
                std::printf("%s %d\n", who == 1 ? "HtBest" : "WHZ", t);
                return 0;
            }
        }
    }
    std::printf("UNK %d\n", m);
    return 0;
}
