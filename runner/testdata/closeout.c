// Prints a line, closes stdout, then keeps working a little (OK).
#include <stdio.h>
#include <unistd.h>

int main(void) {
	puts("early");
	fflush(stdout);
	close(1);
	volatile unsigned long x = 0;
	for (int i = 0; i < 10000000; i++)
		x += i;
	return 0;
}
