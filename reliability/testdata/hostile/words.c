// Prints the answer as words, not a number (WA).
#include "caro.h"

int main(void) {
	printf("the answer is %d\n", caro_answer(4));
	return 0;
}
