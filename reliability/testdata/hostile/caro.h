// A correct Caro solution (count around the new stone, CARO.md), shared by
// the fixtures that must answer right while misbehaving otherwise.
#include <stdio.h>
#include <stdlib.h>

// caro_answer reads a case from stdin and returns the first winning move,
// 0 if nobody wins, -1 if the input is unreadable. It looks in the first
// ndirs directions of: horizontal, vertical, ↘, ↙ (4 is right; 3 is the
// known wrong solution "no anti-diagonal").
static int caro_answer(int ndirs) {
	static const int dr[4] = {0, 1, 1, 1}, dc[4] = {1, 0, 1, -1};
	int n, k;
	if (scanf("%d %d", &n, &k) != 2 || n < 1)
		return -1;
	int w = n + 2; // an empty border: walking off the board needs no check
	unsigned char *b = calloc((size_t)w * w, 1);
	if (!b)
		return -1;
	int ans = 0;
	for (int t = 1; t <= k && !ans; t++) {
		int r, c;
		if (scanf("%d %d", &r, &c) != 2)
			break;
		unsigned char p = (t & 1) ? 1 : 2;
		b[r * w + c] = p;
		for (int d = 0; d < ndirs && !ans; d++) {
			int run = 1;
			for (int s = -1; s <= 1; s += 2) {
				int rr = r + s * dr[d], cc = c + s * dc[d];
				while (b[rr * w + cc] == p) {
					run++;
					rr += s * dr[d];
					cc += s * dc[d];
				}
			}
			if (run >= 5)
				ans = t;
		}
	}
	free(b);
	return ans;
}
