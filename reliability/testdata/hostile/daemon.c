// Double-forks a daemon that leaves the process group and the session
// (setsid) and sleeps forever holding stdout open, then answers right and
// exits (OK). Killing the process group misses the daemon.
#include <sys/wait.h>
#include <unistd.h>
#include "caro.h"

int main(void) {
	int ans = caro_answer(4);
	fflush(stdout);
	pid_t child = fork();
	if (child == 0) {
		setsid();
		if (fork() == 0)
			for (;;)
				pause();
		_exit(0);
	}
	waitpid(child, NULL, 0);
	printf("%d\n", ans);
	return 0;
}
