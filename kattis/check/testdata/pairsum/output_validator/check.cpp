// Output validator (Kattis protocol): validator input answer feedback_dir
// [--ordered] < output. Accepts (42) two distinct indices whose numbers
// sum to T; else writes why to judgemessage.txt and exits 43.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

static std::string feedback;

static void wrong(const std::string &why) {
	std::ofstream(feedback + "judgemessage.txt") << why << "\n";
	exit(43);
}

int main(int argc, char **argv) {
	if (argc < 4) { fprintf(stderr, "usage: check input answer feedback_dir [--ordered]\n"); return 1; }
	feedback = argv[3];
	bool ordered = false;
	for (int i = 4; i < argc; i++) {
		if (!strcmp(argv[i], "--ordered")) ordered = true;
		else { fprintf(stderr, "unknown flag %s\n", argv[i]); return 1; }
	}
	std::ifstream in(argv[1]);
	long long n, t;
	if (!(in >> n >> t)) { fprintf(stderr, "cannot read the input\n"); return 1; }
	std::vector<long long> a(n);
	for (auto &x : a) in >> x;
	std::ifstream ans(argv[2]);
	if (!ans) { fprintf(stderr, "cannot open the answer\n"); return 1; }
	long long i, j;
	if (!(std::cin >> i >> j)) wrong("expected two indices");
	std::string extra;
	if (std::cin >> extra) wrong("trailing output: " + extra);
	if (i < 1 || i > n || j < 1 || j > n) wrong("an index out of range");
	if (i == j) wrong("the same index twice");
	if (ordered && i > j) wrong("the first index must be smaller (--ordered)");
	if (a[i - 1] + a[j - 1] != t) wrong("the numbers do not sum to T");
	return 42;
}
