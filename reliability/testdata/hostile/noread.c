// Never reads its input and prints 0 (WA wherever someone wins).
#include <stdio.h>

int main(void) {
	puts("0");
	return 0;
}
