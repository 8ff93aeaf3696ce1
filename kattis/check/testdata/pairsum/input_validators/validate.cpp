// Input validator (Kattis protocol): exit 42 when stdin is exactly
// "N T\n" then N integers separated by single spaces and a newline,
// 2 <= N <= max-n (flag --max-n, default 1000), |T|, |a_i| <= 1e9.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

static void reject(const char *why) {
	fprintf(stderr, "%s\n", why);
	exit(43);
}

// readInt reads an integer in [lo, hi] ended by the byte end.
static long long readInt(long long lo, long long hi, int end, const char *what) {
	std::string s;
	int c;
	while ((c = getchar()) != EOF && c != end && c != ' ' && c != '\n') s += (char)c;
	if (c != end) reject((std::string(what) + ": bad separator").c_str());
	size_t i = (s.size() > 0 && s[0] == '-') ? 1 : 0;
	if (i == s.size() || s.size() > 11 || (s[i] == '0' && s.size() > i + 1) || s == "-0") reject((std::string(what) + ": not an integer").c_str());
	for (size_t k = i; k < s.size(); k++)
		if (s[k] < '0' || s[k] > '9') reject((std::string(what) + ": not an integer").c_str());
	long long v = atoll(s.c_str());
	if (v < lo || v > hi) reject((std::string(what) + " out of range").c_str());
	return v;
}

int main(int argc, char **argv) {
	long long maxN = 1000;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--max-n") && i + 1 < argc) maxN = atoll(argv[++i]);
		else { fprintf(stderr, "unknown flag %s\n", argv[i]); return 1; }
	}
	long long n = readInt(2, maxN, ' ', "N");
	readInt(-1000000000, 1000000000, '\n', "T");
	for (long long i = 0; i < n; i++) readInt(-1000000000, 1000000000, i + 1 < n ? ' ' : '\n', "a_i");
	if (getchar() != EOF) reject("trailing data");
	return 42;
}
