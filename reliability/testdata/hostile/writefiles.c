// Writes carokit-hostile-written into /tmp, $HOME, its working folder and
// the folder of its own executable (the compile cache), then answers
// right (OK). In the sandbox the first three are private and gone after
// the run, the last is read-only.
#include <libgen.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "caro.h"

static void drop(const char *dir) {
	char path[4200];
	snprintf(path, sizeof path, "%s/carokit-hostile-written", dir);
	FILE *f = fopen(path, "w");
	if (f) {
		fputs("was here\n", f);
		fclose(f);
	}
}

int main(void) {
	int ans = caro_answer(4);
	drop("/tmp");
	if (getenv("HOME"))
		drop(getenv("HOME"));
	drop(".");
	char exe[4096];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n > 0) {
		exe[n] = 0;
		drop(dirname(exe));
	}
	printf("%d\n", ans);
	return 0;
}
