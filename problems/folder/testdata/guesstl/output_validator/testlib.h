// A stand-in for testlib.h, written for carokit's tests (not testlib):
// the interactor's part, with testlib's exit codes and meaning:
// registerInteraction(argc, argv) with "interactor input output
// [answer]", inf the input file, ouf the submission's output (standard
// input; a bad or missing token is a presentation error, exit 2), tout
// the output file, quitf and quitp (exit 7, "points N" first on
// standard error). TestRealTestlibInteractor holds it to the real one.
#pragma once
#include <cctype>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

enum TResult { _ok = 0, _wa = 1, _pe = 2, _fail = 3, _points = 7 };

[[noreturn]] inline void testlibQuit(int code, const char *name, const char *format, va_list args) {
	fputs(name, stderr);
	vfprintf(stderr, format, args);
	fputc('\n', stderr);
	exit(code);
}

[[noreturn]] inline void quitf(TResult r, const char *format, ...) {
	static const char *names[] = {"ok ", "wrong answer ", "wrong output format ", "FAIL "};
	va_list args;
	va_start(args, format);
	testlibQuit(r, r <= _fail ? names[r] : "FAIL ", format, args);
}

[[noreturn]] inline void quitp(int points, const char *format, ...) {
	fprintf(stderr, "points %d ", points);
	va_list args;
	va_start(args, format);
	testlibQuit(_points, "", format, args);
}

struct InStream {
	FILE *file = nullptr;
	TResult onError = _fail;

	int peek() { int c = getc(file); if (c != EOF) ungetc(c, file); return c; }
	std::string readToken() {
		while (isspace(peek())) getc(file);
		std::string s;
		while (peek() != EOF && !isspace(peek())) s += (char)getc(file);
		if (s.empty()) quitf(onError, "unexpected end of file: a token expected");
		return s;
	}
	long long readLong() {
		std::string s = readToken();
		char *end = nullptr;
		long long v = strtoll(s.c_str(), &end, 10);
		if (*end != '\0') quitf(onError, "expected an integer, found %s", s.c_str());
		return v;
	}
};

inline InStream inf, ouf, ans;
inline std::ofstream tout;

inline void registerInteraction(int argc, char **argv) {
	if (argc < 3) quitf(_fail, "usage: interactor input output [answer]");
	inf.file = fopen(argv[1], "r");
	if (!inf.file) quitf(_fail, "cannot open the input %s", argv[1]);
	tout.open(argv[2]);
	if (argc > 3) ans.file = fopen(argv[3], "r");
	ouf.file = stdin;
	ouf.onError = _pe;
}
