// Joc 7 (JOC7.md), the reference: a counter per line and player; a mark
// raises the counters of the (at most 4) lines through its cell, and a
// counter reaching its line's length wins. O(K·N²). Reads joc7.in and
// writes joc7.out.
#include <cstdio>
#include <vector>

int main() {
	FILE *in = std::fopen("joc7.in", "r");
	FILE *out = std::fopen("joc7.out", "w");
	if (!in || !out) return 1;
	int c, n, k;
	if (std::fscanf(in, "%d %d %d", &c, &n, &k) != 3) return 1;
	int lines = 2 * n + 6, won[3] = {0, 0, 0}, best = 0;
	std::vector<int> cnt(2 * lines);
	for (int i = 0; i < k; i++) {
		std::fill(cnt.begin(), cnt.end(), 0);
		int winner = 0;
		for (int m = 0; m < n * n; m++) {
			int v;
			if (std::fscanf(in, "%d", &v) != 1) return 1;
			if (winner) continue;
			int p = (m % 2 == 0) == (i % 2 == 0) ? 1 : 2; // 1 Teodora, 2 Stefan
			int r = (v - 1) / n, col = (v - 1) % n, ids[4], lens[4], q = 0;
			ids[q] = r, lens[q++] = n;
			ids[q] = n + col, lens[q++] = n;
			int d = col - r, s = r + col - (n - 1);
			if (d >= -1 && d <= 1) ids[q] = 2 * n + (d == 0 ? 0 : d == 1 ? 1 : 2), lens[q++] = d == 0 ? n : n - 1;
			if (s >= -1 && s <= 1) ids[q] = 2 * n + (s == 0 ? 3 : s == -1 ? 4 : 5), lens[q++] = s == 0 ? n : n - 1;
			for (int j = 0; j < q; j++)
				if (++cnt[2 * ids[j] + p - 1] == lens[j]) {
					winner = p;
					if (m + 1 > best) best = m + 1;
					break;
				}
		}
		won[winner]++;
	}
	if (c == 1) std::fprintf(out, "%d %d\n", won[1], won[2]);
	else std::fprintf(out, "%d\n", best);
	return std::fclose(out) != 0;
}
