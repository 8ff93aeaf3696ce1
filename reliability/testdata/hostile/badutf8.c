// Prints the right answer wrapped in bytes that are not UTF-8 (WA); the
// reports must stay readable.
#include "caro.h"

int main(void) {
	printf("\xff\xfe%d\xc3\x28\n\x80\n", caro_answer(4));
	return 0;
}
