// Writes 32 MiB to stderr, then the right answer (OK: stderr is drained
// and truncated, never a fault).
#include <string.h>
#include "caro.h"

int main(void) {
	static char junk[1 << 16];
	memset(junk, 'e', sizeof junk);
	for (int i = 0; i < 512; i++)
		fwrite(junk, 1, sizeof junk, stderr);
	printf("%d\n", caro_answer(4));
	return 0;
}
