// WRONG: a corner also counts as a cell of its two edges (HAVANNAH.md: a corner belongs to no edge).
// Havannah (HAVANNAH.md): union-find over the stones, each group carrying
// a 12-bit mask (6 corners, 6 edges); a ring by the circular-neighbour
// test when a stone joins a group to itself. O(M α(M)) per case; stones
// are indexed by an open-addressing hash table, so a board of 27 million
// cells costs nothing for its empty cells.
#include <cstdio>
#include <cstdint>
#include <vector>

static char buf[1 << 16];
static size_t bufLen = 0, bufPos = 0;

static int readInt() {
    int c, v = 0;
    do {
        if (bufPos == bufLen) { bufLen = fread(buf, 1, sizeof buf, stdin); bufPos = 0; if (bufLen == 0) return 0; }
        c = buf[bufPos++];
    } while (c < '0' || c > '9');
    for (;;) {
        v = v * 10 + (c - '0');
        if (bufPos == bufLen) { bufLen = fread(buf, 1, sizeof buf, stdin); bufPos = 0; if (bufLen == 0) return v; }
        c = buf[bufPos];
        if (c < '0' || c > '9') return v;
        bufPos++;
    }
}

// The six neighbour offsets in circular order.
static const int DX[6] = {1, 1, 0, -1, -1, 0};
static const int DY[6] = {0, 1, 1, 0, -1, -1};

struct Table {  // cell key -> stone index, open addressing
    std::vector<int64_t> keys;
    std::vector<int> vals;
    size_t mask = 0;
    void reset(size_t n) {
        size_t cap = 16;
        while (cap < 2 * n + 2) cap <<= 1;
        keys.assign(cap, -1);
        vals.assign(cap, -1);
        mask = cap - 1;
    }
    size_t slot(int64_t k) const { return (size_t)((uint64_t)k * 0x9E3779B97F4A7C15ULL >> 20) & mask; }
    void put(int64_t k, int v) {
        size_t i = slot(k);
        while (keys[i] != -1) i = (i + 1) & mask;
        keys[i] = k;
        vals[i] = v;
    }
    int get(int64_t k) const {
        for (size_t i = slot(k); keys[i] != -1; i = (i + 1) & mask)
            if (keys[i] == k) return vals[i];
        return -1;
    }
};

static std::vector<int> parent;
static std::vector<uint16_t> masks;

static int find(int i) {
    while (parent[i] != i) { parent[i] = parent[parent[i]]; i = parent[i]; }
    return i;
}

static uint16_t cellMask(int s, int x, int y) {
    int n = 2 * s - 1;
    const int cx[6] = {1, 1, s, n, n, s}, cy[6] = {1, s, n, n, s, 1};
    for (int k = 0; k < 6; k++)
        if (x == cx[k] && y == cy[k]) return (uint16_t)(1 << k | 1 << (6 + k) | 1 << (6 + (k + 5) % 6));
    bool on[6] = {x == 1, y - x == s - 1, y == n, x == n, x - y == s - 1, y == 1};
    for (int e = 0; e < 6; e++)
        if (on[e]) return (uint16_t)(1 << (6 + e));
    return 0;
}

static bool emptyBetween(const int* a, int from, int to) {
    for (int k = from + 1; k < to; k++)
        if (a[k % 6] < 0) return true;
    return false;
}

// closesRing: two neighbours of one group with an empty (or off-board)
// position on both arcs of the circle between them.
static bool closesRing(const int* a) {
    for (int i = 0; i < 6; i++)
        for (int j = i + 2; j < 6; j++)
            if (a[i] >= 0 && a[i] == a[j] && emptyBetween(a, i, j) && emptyBetween(a, j, i + 6)) return true;
    return false;
}

static int popcount(unsigned v) { int n = 0; for (; v; v &= v - 1) n++; return n; }

int main() {
    int t = readInt();
    Table table;
    for (int tc = 1; tc <= t; tc++) {
        int s = readInt(), m = readInt();
        int64_t w = 2 * s + 1;
        table.reset(m);
        parent.assign(m, 0);
        masks.assign(m, 0);
        int winMove = 0, kinds = 0;
        for (int i = 0; i < m; i++) {
            int x = readInt(), y = readInt();
            if (winMove) continue;  // moves after the first win are ignored
            parent[i] = i;
            masks[i] = cellMask(s, x, y);
            int around[6];
            for (int d = 0; d < 6; d++) {
                int j = table.get((x + DX[d]) * w + y + DY[d]);
                around[d] = j < 0 ? -1 : find(j);
            }
            int k = 0;
            if (closesRing(around)) k |= 4;
            for (int d = 0; d < 6; d++) {
                int r = around[d];
                if (r >= 0 && parent[r] == r && r != i) { masks[i] |= masks[r]; parent[r] = i; }
            }
            table.put(x * w + y, i);
            if (popcount(masks[i] & 0x3f) >= 2) k |= 1;
            if (popcount(masks[i] >> 6) >= 3) k |= 2;
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
