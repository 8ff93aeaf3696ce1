// The reference: reads the case, prints the first winning move (OK).
#include "caro.h"

int main(void) {
	printf("%d\n", caro_answer(4));
	return 0;
}
