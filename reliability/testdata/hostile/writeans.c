// Rewrites the answer: stdin is the test's .in file, the .ans is next to
// it; it writes 0 there and prints 0, so that the judge would agree with
// it. In the sandbox it cannot reach the file: WA on the test whose
// answer is not 0, and the package stays intact.
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
	char path[4096];
	ssize_t n = readlink("/proc/self/fd/0", path, sizeof path - 8);
	if (n > 3) {
		path[n] = 0;
		char *dot = strrchr(path, '.');
		if (dot && strcmp(dot, ".in") == 0) {
			strcpy(dot, ".ans");
			FILE *f = fopen(path, "w");
			if (f) {
				fputs("0\n", f);
				fclose(f);
			}
		}
	}
	printf("0\n");
	return 0;
}
