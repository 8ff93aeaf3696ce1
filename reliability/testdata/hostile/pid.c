// The PID channel of issue 24: a run's pid told how many processes
// earlier runs made. Every sandboxed program gets pid 1000 (runner's
// programPID) whatever ran before; this one answers right only if its
// pid is that, then forks and reaps 20 children, so that a pid counting
// the earlier runs' processes would differ in the next run.
#include "caro.h"
#include <sys/wait.h>
#include <unistd.h>

int main(void) {
	pid_t me = getpid();
	for (int i = 0; i < 20; i++) {
		pid_t c = fork();
		if (c == 0)
			_exit(0);
		if (c > 0)
			waitpid(c, NULL, 0);
	}
	if (me != 1000) {
		fprintf(stderr, "pid %d\n", (int)me);
		printf("-1\n");
		return 0;
	}
	printf("%d\n", caro_answer(4));
	return 0;
}
