// Prints the right answer, then exits with code 3 (RE).
#include "caro.h"

int main(void) {
	printf("%d\n", caro_answer(4));
	return 3;
}
