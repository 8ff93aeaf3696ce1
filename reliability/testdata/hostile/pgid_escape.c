// A child that, 30 ms in, moves into its grandparent's process group (the
// judge's, when there is no sandbox) and waits forever; the program
// answers right and exits (OK). Killing the program's group misses it.
#include <signal.h>
#include <unistd.h>
#include "caro.h"

int main(void) {
	int ans = caro_answer(4);
	fflush(stdout);
	if (fork() == 0) {
		usleep(30000);
		setpgid(0, getpgid(getppid()));
		for (;;)
			pause();
	}
	printf("%d\n", ans);
	return 0;
}
