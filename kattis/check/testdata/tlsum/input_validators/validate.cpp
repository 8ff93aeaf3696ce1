// Input validator in testlib's style: exits 0 when valid, 3 (testlib's
// fail) when not.
#include "testlib.h"

int main(int argc, char *argv[]) {
	registerValidation(argc, argv);
	int n = inf.readInt(1, 100, "n");
	inf.readEoln();
	for (int i = 0; i < n; i++) {
		if (i > 0) inf.readSpace();
		inf.readInt(-1000, 1000, "a_i");
	}
	inf.readEoln();
	inf.readEof();
	return 0;
}
