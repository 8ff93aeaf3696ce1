// Prints 1 GiB of digits (OLE: the output cap must cut it early, without
// the judge holding 1 GiB).
#include <stdio.h>
#include <string.h>

int main(void) {
	static char chunk[1 << 20];
	memset(chunk, '7', sizeof chunk);
	for (int i = 0; i < 1024; i++)
		fwrite(chunk, 1, sizeof chunk, stdout);
	return 0;
}
