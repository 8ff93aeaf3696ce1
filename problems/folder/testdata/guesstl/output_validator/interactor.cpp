// A testlib interactor for guess-the-number: "interactor input output
// [answer]", the submission on standard input and output. "? x" gets 1
// (the number is larger), -1 (smaller) or 0; "! x" ends: right is
// accepted, with "ok" in the output file; wrong, or more than 40
// queries, is a wrong answer; anything else a presentation error.
#include "testlib.h"

#include <cstdio>

int main(int argc, char *argv[]) {
	registerInteraction(argc, argv);
	long long secret = inf.readLong();
	for (int queries = 0;; queries++) {
		std::string op = ouf.readToken();
		if (op != "?" && op != "!") quitf(_pe, "not a query: %s", op.c_str());
		long long x = ouf.readLong();
		if (op == "!") {
			if (x != secret) quitf(_wa, "guessed %lld, the number was %lld", x, secret);
			tout << "ok" << std::endl;
			quitf(_ok, "found %lld in %d queries", secret, queries);
		}
		if (queries == 40) quitf(_wa, "more than 40 queries");
		printf("%d\n", secret < x ? -1 : secret > x ? 1 : 0);
		fflush(stdout);
	}
}
