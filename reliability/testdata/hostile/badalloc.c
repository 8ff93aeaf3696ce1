// Prints what a C++ program prints when new fails, and exits 1, at a
// peak of about 1 MiB: a run-time error, not MLE (issue 24: stderr made
// the verdict). It answers right, so only the exit code is wrong.
#include "caro.h"

int main(void) {
	printf("%d\n", caro_answer(4));
	fprintf(stderr, "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc\n");
	return 1;
}
