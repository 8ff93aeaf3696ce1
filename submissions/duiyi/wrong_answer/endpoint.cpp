// duiyi, wrong answer: the endpoint rule only. For each of the 8
// directions it asks whether the next 4 cells are the mover's, so it
// misses a stone that fills the middle of a line (X X _ X X, then X in the
// gap) or joins two runs into six or more.
#include <cstdio>
#include <vector>

int main() {
    int n, m;
    if (std::scanf("%d %d", &n, &m) != 2) return 1;
    // A 4-cell empty border: looking 4 cells past the edge stays inside.
    const int w = n + 8;
    std::vector<unsigned char> cell(static_cast<size_t>(w) * w, 0);
    const int step[8] = {1, -1, w, -w, w + 1, -(w + 1), w - 1, -(w - 1)};
    for (int t = 1; t <= m; t++) {
        int r, c;
        if (std::scanf("%d %d", &r, &c) != 2) return 1;
        const unsigned char who = t % 2 == 1 ? 1 : 2;
        const int at = (r + 3) * w + (c + 3);
        cell[at] = who;
        for (int s : step) {
            int more = 0;
            while (more < 4 && cell[at + (more + 1) * s] == who) more++;
            if (more == 4) {
                std::printf("%s %d\n", who == 1 ? "HtBest" : "WHZ", t);
                return 0;
            }
        }
    }
    std::printf("UNK %d\n", m);
    return 0;
}
