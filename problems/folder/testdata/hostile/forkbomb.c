// Forks children that sleep until a fork fails (the process cap), then
// behaves well; the children, named carokit-hbomb, must not outlive the
// run.
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>

int main(int argc, char **argv) {
	prctl(PR_SET_NAME, "carokit-hbomb");
	for (int i = 0; i < 100000; i++) {
		pid_t p = fork();
		if (p < 0)
			break;
		if (p == 0) {
			for (;;)
				pause();
		}
	}
	if (argc > 1 && strcmp(argv[1], "generator") == 0) {
		printf("1 2\n");
		return 0;
	}
	return 42;
}
