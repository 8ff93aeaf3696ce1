// Joc 7 (JOC7.md) with the reference's counters, but reading standard
// input and writing standard output: the classic mistake of a problem
// judged by files. The judge puts the test in joc7.in, so this finds
// nothing on its input and leaves no joc7.out: WA, "no joc7.out".
#include <cstdio>
#include <vector>

int main() {
	int c, n, k;
	if (std::scanf("%d %d %d", &c, &n, &k) != 3) return 0; // nothing there
	int lines = 2 * n + 6, won[3] = {0, 0, 0}, best = 0;
	std::vector<int> cnt(2 * lines);
	for (int i = 0; i < k; i++) {
		std::fill(cnt.begin(), cnt.end(), 0);
		int winner = 0;
		for (int m = 0; m < n * n; m++) {
			int v;
			if (std::scanf("%d", &v) != 1) return 1;
			if (winner) continue;
			int p = (m % 2 == 0) == (i % 2 == 0) ? 1 : 2;
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
	if (c == 1) std::printf("%d %d\n", won[1], won[2]);
	else std::printf("%d\n", best);
	return 0;
}
