// The known wrong solution that forgets the ↙ direction (WA on some cases).
#include "caro.h"

int main(void) {
	printf("%d\n", caro_answer(3));
	return 0;
}
