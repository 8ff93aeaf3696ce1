// Joc 7 (JOC7.md): the solution published with the problem. It looks at
// the final board only, with X on the even marks whatever the starter,
// checks rows, columns and the two full diagonals (no semidiagonal),
// gives a round with such a line to the player of its last mark by the
// parity of its length, and for C = 2 prints the longest round's length.
#include <cstdio>
#include <vector>

int main() {
	FILE *in = std::fopen("joc7.in", "r");
	FILE *out = std::fopen("joc7.out", "w");
	if (!in || !out) return 1;
	int c, n, k;
	if (std::fscanf(in, "%d %d %d", &c, &n, &k) != 3) return 1;
	int won[3] = {0, 0, 0}, longest = 0;
	std::vector<int> b(n * n);
	for (int i = 0; i < k; i++) {
		for (int m = 0; m < n * n; m++) {
			int v;
			if (std::fscanf(in, "%d", &v) != 1) return 1;
			b[v - 1] = 1 + m % 2;
		}
		bool found = false;
		for (int r = 0; r < n && !found; r++) {
			bool row = true, col = true;
			for (int j = 0; j < n; j++) row &= b[r * n + j] == b[r * n], col &= b[j * n + r] == b[r];
			found = row || col;
		}
		bool d1 = true, d2 = true;
		for (int r = 0; r < n; r++) d1 &= b[r * n + r] == b[0], d2 &= b[r * n + n - 1 - r] == b[n - 1];
		if (found || d1 || d2) {
			if (n * n > longest) longest = n * n;
			won[(n * n) % 2 == 1 ? 1 : 2]++;
		}
	}
	if (c == 1) std::fprintf(out, "%d %d\n", won[1], won[2]);
	else std::fprintf(out, "%d\n", longest);
	return std::fclose(out) != 0;
}
