// Prints the right answer, then an extra token (WA).
#include "caro.h"

int main(void) {
	int ans = caro_answer(4);
	printf("%d\n%d\n", ans, ans);
	return 0;
}
