// Allocates and touches memory without bound (MLE). When malloc fails at
// the data limit, memset writes through the null pointer and it dies.
#include <stdlib.h>
#include <string.h>

int main(void) {
	for (;;) {
		char *p = malloc(1 << 20);
		memset(p, 1, 1 << 20);
	}
}
