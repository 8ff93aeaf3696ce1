// A testlib checker: checker input output answer; the output is the sum.
#include "testlib.h"

int main(int argc, char *argv[]) {
	registerTestlibCmd(argc, argv);
	long long want = ans.readLong();
	long long got = ouf.readLong();
	if (got != want) quitf(_wa, "expected %lld, found %lld", want, got);
	if (!ouf.seekEof()) quitf(_pe, "extra output");
	quitf(_ok, "the sum %lld", got);
}
