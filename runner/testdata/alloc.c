// Allocates and touches memory without bound (MLE). When malloc finally
// fails, memset writes through the null pointer and the program dies.
#include <stdlib.h>
#include <string.h>

int main(void) {
	for (;;) {
		char *p = malloc(1 << 20);
		memset(p, 1, 1 << 20);
	}
}
