// Asks for 512 MiB in one allocation, first thing, then touches every
// byte of it: problemtools' memory_limit.cc in C. Under a 256 MiB limit
// the allocation must be refused at once (RE, as problemtools and
// Kattis, whose RLIMIT_AS refuses it, say), not granted and killed pages
// later, which at the time limit's pace was TLE.
#include <stdio.h>
#include <stdlib.h>

int main(void) {
	size_t n = (size_t)512 << 20;
	char *buf = malloc(n);
	if (buf == NULL) {
		fputs("out of memory\n", stderr);
		abort();
	}
	buf[0] = 0;
	for (size_t i = 1; i < n; i++)
		buf[i] = (char)(23 * buf[i - 1] + 42);
	printf("%d\n", buf[n - 1]);
	return 0;
}
