// duiyi, wrong answer: the count around the new stone, in three of the
// four directions: it never looks along the anti-diagonal (up-right to
// down-left), so a win there is missed.
#include <cstdio>
#include <vector>

int main() {
    int n, m;
    if (std::scanf("%d %d", &n, &m) != 2) return 1;
    const int w = n + 2;
    std::vector<unsigned char> cell(static_cast<size_t>(w) * w, 0);
    const int dirs[3] = {1, w, w + 1};  // no w - 1: the anti-diagonal
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
            if (len >= 5) {
                std::printf("%s %d\n", who == 1 ? "HtBest" : "WHZ", t);
                return 0;
            }
        }
    }
    std::printf("UNK %d\n", m);
    return 0;
}
