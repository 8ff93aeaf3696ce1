// Forks a child that sleeps for a long time, then exits at once (OK). The
// child stays in the process group and must be killed after the run.
#include <stdio.h>
#include <unistd.h>

int main(void) {
	pid_t child = fork();
	if (child == 0) {
		sleep(1000);
		return 0;
	}
	printf("child %d\n", (int)child);
	return 0;
}
