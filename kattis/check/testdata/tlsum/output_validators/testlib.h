// A stand-in for testlib.h, written for carokit's tests (not testlib):
// testlib's exit codes and the few calls validate.cpp and checker.cpp
// make, with testlib's meaning (a validator reads strictly and fails
// with exit 3; a checker reads tokens, a bad output is exit 2).
#pragma once
#include <cctype>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <string>

enum TResult { _ok = 0, _wa = 1, _pe = 2, _fail = 3 };

[[noreturn]] inline void quitf(TResult r, const char *format, ...) {
	static const char *names[] = {"ok ", "wrong answer ", "wrong output format ", "FAIL "};
	fputs(names[r], stderr);
	va_list args;
	va_start(args, format);
	vfprintf(stderr, format, args);
	va_end(args);
	fputc('\n', stderr);
	exit(r);
}

struct InStream {
	FILE *file = nullptr;
	bool strict = false;
	TResult onError = _fail;

	[[noreturn]] void error(const char *what) { quitf(onError, "%s", what); }
	int peek() { int c = getc(file); if (c != EOF) ungetc(c, file); return c; }
	void skipBlanks() { while (!strict && isspace(peek())) getc(file); }
	long long readLong() {
		skipBlanks();
		std::string s;
		while (peek() != EOF && !isspace(peek())) s += (char)getc(file);
		char *end = nullptr;
		long long v = s.empty() ? 0 : strtoll(s.c_str(), &end, 10);
		if (s.empty() || *end != '\0') error("expected an integer");
		return v;
	}
	int readInt(int lo, int hi, const char *name) {
		long long v = readLong();
		if (v < lo || v > hi) quitf(onError, "%s = %lld violates the range [%d, %d]", name, v, lo, hi);
		return (int)v;
	}
	void readChar(int want, const char *what) { if (getc(file) != want) error(what); }
	void readSpace() { readChar(' ', "expected a space"); }
	void readEoln() { readChar('\n', "expected a newline"); }
	void readEof() { if (getc(file) != EOF) error("expected the end of the file"); }
	bool seekEof() { while (isspace(peek())) getc(file); return peek() == EOF; }
};

inline InStream inf, ouf, ans;

inline void registerValidation(int, char **) {
	inf.file = stdin;
	inf.strict = true;
}

inline void registerTestlibCmd(int argc, char **argv) {
	if (argc < 4) quitf(_fail, "usage: checker input output answer");
	inf.file = fopen(argv[1], "r");
	ouf.file = fopen(argv[2], "r");
	ans.file = fopen(argv[3], "r");
	if (!inf.file || !ouf.file || !ans.file) quitf(_fail, "cannot open a file");
	ouf.onError = _pe;
}
