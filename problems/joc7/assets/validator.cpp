// Joc 7's input validator (C++17, standalone): reads a test on standard
// input in the exact layout of JOC7.md and exits 42 when it is valid, 43
// with "LINE:COL: message" on standard error when not. Checked: C in
// {1, 2}; 3 <= N <= 100; 1 <= K <= 25; each round a permutation of
// 1..N^2 on one line, single spaces; at least one round has a winner.
// "--subtask NAME" (1, 2, 3 or subtask1..subtask3) also checks that
// subtask's promise: 1 is the statement's examples (their exact text),
// 2 is C = 1, 3 is C = 2, neither of them an example.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

// The statement's two examples: the examples subtask holds exactly these.
static const char *examples[] = {
	"1\n4 4\n16 13 15 9 10 1 5 2 6 14 3 7 11 4 8 12\n1 2 3 4 5 6 7 8 12 11 10 9 13 14 15 16\n1 5 9 6 2 7 3 8 4 10 11 12 13 14 15 16\n1 2 3 4 8 7 6 5 12 11 10 9 16 15 14 13\n",
	"2\n4 4\n16 13 15 9 10 1 5 2 6 14 3 7 11 4 8 12\n1 2 3 4 5 6 7 8 12 11 10 9 13 14 15 16\n1 5 9 6 2 7 3 8 4 10 11 12 13 14 15 16\n1 2 3 4 8 7 6 5 12 11 10 9 16 15 14 13\n",
};

static std::string in;
static size_t pos = 0;
static int line = 1, col = 1;

[[noreturn]] static void fail(const char *msg) {
	std::fprintf(stderr, "joc7.in:%d:%d: %s\n", line, col, msg);
	std::exit(43);
}

static void advance() {
	if (in[pos] == '\n') line++, col = 1;
	else col++;
	pos++;
}

static long readInt(long lo, long hi, const char *name) {
	if (pos >= in.size() || in[pos] < '0' || in[pos] > '9') {
		std::string m = std::string("expected integer ") + name;
		fail(m.c_str());
	}
	if (in[pos] == '0' && pos + 1 < in.size() && in[pos + 1] >= '0' && in[pos + 1] <= '9') fail("leading zero");
	long v = 0;
	int startLine = line, startCol = col;
	while (pos < in.size() && in[pos] >= '0' && in[pos] <= '9') {
		v = v * 10 + (in[pos] - '0');
		if (v > 1000000) v = 1000000;
		advance();
	}
	if (v < lo || v > hi) {
		line = startLine, col = startCol;
		std::string m = std::string(name) + " out of range [" + std::to_string(lo) + ", " + std::to_string(hi) + "]";
		fail(m.c_str());
	}
	return v;
}

static void expect(char c, const char *what) {
	if (pos >= in.size() || in[pos] != c) fail(what);
	advance();
}

int main(int argc, char **argv) {
	int subtask = 0;
	for (int i = 1; i + 1 < argc; i++)
		if (!std::strcmp(argv[i], "--subtask")) {
			const char *s = argv[i + 1];
			if (!std::strncmp(s, "subtask", 7)) s += 7;
			subtask = std::atoi(s);
		}
	char buf[1 << 16];
	size_t n;
	while ((n = std::fread(buf, 1, sizeof buf, stdin)) > 0) in.append(buf, n);
	int c = readInt(1, 2, "C");
	expect('\n', "expected end of line after C");
	int N = readInt(3, 100, "N");
	expect(' ', "expected one space");
	int K = readInt(1, 25, "K");
	expect('\n', "expected end of line after K");
	int cells = N * N, lines = 2 * N + 6;
	bool anyWinner = false;
	std::vector<int> seen(cells + 1, 0), cnt(2 * lines);
	for (int i = 0; i < K; i++) {
		std::fill(cnt.begin(), cnt.end(), 0);
		bool won = false;
		for (int m = 0; m < cells; m++) {
			if (m > 0) expect(' ', "expected one space between cells");
			int v = readInt(1, cells, "cell");
			if (seen[v] == i + 1) fail("a round marks a cell twice");
			seen[v] = i + 1;
			int p = (m % 2 == 0) == (i % 2 == 0) ? 0 : 1;
			int r = (v - 1) / N, cl = (v - 1) % N, d = cl - r, s = r + cl - (N - 1);
			int ids[4] = {r, N + cl, -1, -1}, lens[4] = {N, N, 0, 0};
			if (d >= -1 && d <= 1) ids[2] = 2 * N + (d == 0 ? 0 : d == 1 ? 1 : 2), lens[2] = d == 0 ? N : N - 1;
			if (s >= -1 && s <= 1) ids[3] = 2 * N + (s == 0 ? 3 : s == -1 ? 4 : 5), lens[3] = s == 0 ? N : N - 1;
			for (int j = 0; j < 4 && !won; j++)
				if (ids[j] >= 0 && ++cnt[2 * ids[j] + p] == lens[j]) won = true;
		}
		expect('\n', "expected end of line after the round's last cell");
		anyWinner = anyWinner || won;
	}
	if (pos != in.size()) fail("expected end of file");
	if (!anyWinner) fail("no round has a winner (the statement promises one)");
	bool example = in == examples[0] || in == examples[1];
	if (subtask == 1 && !example) fail("not one of the statement's examples (subtask 1 holds only those)");
	if (subtask >= 2 && example) fail("a statement example belongs to subtask 1");
	if ((subtask == 2 && c != 1) || (subtask == 3 && c != 2)) fail("C is not this subtask's query type");
	return 42;
}
