// Floods stdout and stderr (an escape sequence first), then rejects.
#include <stdio.h>
#include <string.h>

int main(void) {
	static char buf[1 << 16];
	memset(buf, 'x', sizeof buf);
	fputs("\x1b]0;pwned\x07\x1b[2J", stderr);
	fputs("\x1b]0;pwned\x07\x1b[2J", stdout);
	for (int i = 0; i < 3200; i++) {
		fwrite(buf, 1, sizeof buf, stdout);
		fwrite(buf, 1, sizeof buf, stderr);
	}
	return 43;
}
