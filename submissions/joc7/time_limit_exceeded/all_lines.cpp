// Joc 7 (JOC7.md), obviously right and slow: after every mark, every one of
// the 2N + 6 lines is read cell by cell. O(K·N⁴): about 5·10⁹ cells at
// N = 100, K = 25, far over 0.1 s. Reads joc7.in and writes joc7.out.
#include <cstdio>
#include <vector>

int main() {
	FILE *in = std::fopen("joc7.in", "r");
	FILE *out = std::fopen("joc7.out", "w");
	if (!in || !out) return 1;
	int c, n, k;
	if (std::fscanf(in, "%d %d %d", &c, &n, &k) != 3) return 1;
	std::vector<std::vector<int>> lines;
	for (int r = 0; r < n; r++) {
		std::vector<int> row, col;
		for (int j = 0; j < n; j++) row.push_back(r * n + j), col.push_back(j * n + r);
		lines.push_back(row), lines.push_back(col);
	}
	for (int off : {0, 1, -1}) {
		std::vector<int> a, b;
		for (int r = 0; r < n; r++) {
			if (r + off >= 0 && r + off < n) a.push_back(r * n + r + off);
			int cc = n - 1 - r + off;
			if (cc >= 0 && cc < n) b.push_back(r * n + cc);
		}
		lines.push_back(a), lines.push_back(b);
	}
	int won[3] = {0, 0, 0}, best = 0;
	std::vector<int> board(n * n), round(n * n);
	for (int i = 0; i < k; i++) {
		for (int &v : round)
			if (std::fscanf(in, "%d", &v) != 1) return 1;
		std::fill(board.begin(), board.end(), 0);
		int winner = 0;
		for (int m = 0; m < n * n && !winner; m++) {
			int p = (m % 2 == 0) == (i % 2 == 0) ? 1 : 2;
			board[round[m] - 1] = p;
			for (auto &l : lines) {
				int own = 0;
				for (int x : l) own += board[x] == p;
				if (own == (int)l.size()) {
					winner = p;
					if (m + 1 > best) best = m + 1;
				}
			}
		}
		won[winner]++;
	}
	if (c == 1) std::fprintf(out, "%d %d\n", won[1], won[2]);
	else std::fprintf(out, "%d\n", best);
	return std::fclose(out) != 0;
}
