// Prints the right answer, closes stdout and stderr, then keeps working a
// little before exiting 0 (OK): end of file on the pipes is not the end of
// the program.
#include <unistd.h>
#include "caro.h"

int main(void) {
	printf("%d\n", caro_answer(4));
	fflush(stdout);
	close(1);
	close(2);
	volatile unsigned long x = 0;
	for (int i = 0; i < 20000000; i++)
		x += i;
	return 0;
}
