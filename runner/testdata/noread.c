// Never reads its input (OK).
#include <stdio.h>

int main(void) {
	puts("42");
	return 0;
}
