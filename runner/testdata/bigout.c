// Prints 100 MB (OLE under the 64 MiB default cap).
#include <stdio.h>
#include <string.h>

int main(void) {
	static char line[1 << 16];
	memset(line, 'x', sizeof line);
	for (int i = 0; i < 100000000 / (int)sizeof line + 1; i++)
		fwrite(line, 1, sizeof line, stdout);
	return 0;
}
