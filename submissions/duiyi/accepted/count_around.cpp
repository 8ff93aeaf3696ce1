// duiyi (Caro, HtBest/WHZ/UNK dialect), accepted: after each move, count
// the mover's stones on both sides of the new stone in each of the four
// directions. Nobody had won before the move, so a new line of five or
// more must pass through this stone: O(m) with at most 4 steps each way.
//
// The board is (n+2)×(n+2) with an empty border, so walks need no bounds
// checks. scanf's %d skips any whitespace, which the dialect allows
// between numbers.
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
            if (len >= 5) {
                std::printf("%s %d\n", who == 1 ? "HtBest" : "WHZ", t);
                return 0;
            }
        }
    }
    std::printf("UNK %d\n", m);
    return 0;
}
