// Havannah (HAVANNAH.md), the obviously right and slow way: after every
// move, find the groups from scratch (corners and edges of each) and
// flood-fill the empty cells from outside the board; an empty cell left
// unreached is enclosed by a ring. O(M·S²) per case: fine for the small
// subtask, hopeless for the large one.
#include <cstdio>
#include <algorithm>
#include <vector>

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    for (int tc = 1; tc <= t; tc++) {
        int s, m;
        if (scanf("%d %d", &s, &m) != 2) return 0;
        int w = 2 * s + 1, n = 2 * s - 1;
        // 0 empty board cell, 1 stone, 3 off the board (a margin of one cell
        // around the hexagon, so that every board cell has six neighbours).
        std::vector<unsigned char> st(w * w, 3), seen(w * w, 0);
        for (int x = 1; x <= n; x++)
            for (int y = 1; y <= n; y++)
                if (x - y <= s - 1 && y - x <= s - 1) st[x * w + y] = 0;
        const int steps[6] = {w, -w, 1, -1, w + 1, -w - 1};
        std::vector<int> stones, stack, boundary;
        // Empty board cells next to the margin: where the fill from outside enters.
        for (int c = 0; c < w * w; c++) {
            if (st[c] != 0) continue;
            for (int d : steps)
                if (st[c + d] == 3) { boundary.push_back(c); break; }
        }
        std::vector<unsigned char> reached(w * w, 0);
        int winMove = 0, kinds = 0;
        for (int i = 0; i < m; i++) {
            int x, y;
            if (scanf("%d %d", &x, &y) != 2) return 0;
            if (winMove) continue;
            st[x * w + y] = 1;
            stones.push_back(x * w + y);
            int k = 0;
            // Groups from scratch.
            for (int c : stones) seen[c] = 0;
            for (int start : stones) {
                if (seen[start]) continue;
                seen[start] = 1;
                stack.assign(1, start);
                unsigned mask = 0;
                while (!stack.empty()) {
                    int c = stack.back();
                    stack.pop_back();
                    int cx = c / w, cy = c % w;
                    const int kx[6] = {1, 1, s, n, n, s}, ky[6] = {1, s, n, n, s, 1};
                    bool corner = false;
                    for (int q = 0; q < 6; q++)
                        if (cx == kx[q] && cy == ky[q]) { mask |= 1u << q; corner = true; }
                    bool on[6] = {cx == 1, cy - cx == s - 1, cy == n, cx == n, cx - cy == s - 1, cy == 1};
                    for (int e = 0; e < 6 && !corner; e++)
                        if (on[e]) mask |= 1u << (6 + e);
                    for (int d : steps)
                        if (st[c + d] == 1 && !seen[c + d]) { seen[c + d] = 1; stack.push_back(c + d); }
                }
                int corners = 0, edges = 0;
                for (int b = 0; b < 6; b++) { corners += (mask >> b) & 1; edges += (mask >> (6 + b)) & 1; }
                if (corners >= 2) k |= 1;
                if (edges >= 3) k |= 2;
            }
            // Flood fill of the empty cells from outside.
            std::fill(reached.begin(), reached.end(), 0);
            stack.clear();
            for (int c : boundary)
                if (st[c] == 0) { reached[c] = 1; stack.push_back(c); }
            while (!stack.empty()) {
                int c = stack.back();
                stack.pop_back();
                for (int d : steps)
                    if (st[c + d] == 0 && !reached[c + d]) { reached[c + d] = 1; stack.push_back(c + d); }
            }
            for (int c = 0; c < w * w; c++)
                if (st[c] == 0 && !reached[c]) { k |= 4; break; }
            if (k) { winMove = i + 1; kinds = k; }
        }
        if (!winMove) { printf("Case #%d: none\n", tc); continue; }
        const char* names[3] = {"bridge", "fork", "ring"};
        printf("Case #%d: ", tc);
        bool first = true;
        for (int b = 0; b < 3; b++)
            if (kinds & (1 << b)) { printf(first ? "%s" : "-%s", names[b]); first = false; }
        printf(" in move %d\n", winMove);
    }
    return 0;
}
