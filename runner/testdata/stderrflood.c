// Writes 20 MB to stderr, then the answer (OK, stderr truncated).
#include <stdio.h>
#include <string.h>

int main(void) {
	static char junk[1 << 16];
	memset(junk, 'e', sizeof junk);
	for (int i = 0; i < 320; i++)
		fwrite(junk, 1, sizeof junk, stderr);
	puts("answer");
	return 0;
}
