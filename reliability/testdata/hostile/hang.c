// Starts a spinning child and a daemon that leaves the session (setsid),
// then sleeps forever without answering: what is running when the judge
// is interrupted. Every one of them must be killed.
#include <sys/wait.h>
#include <unistd.h>

int main(void) {
	if (fork() == 0) {
		volatile unsigned long x = 0;
		for (;;)
			x++;
	}
	pid_t child = fork();
	if (child == 0) {
		setsid();
		if (fork() == 0)
			for (;;)
				pause();
		_exit(0);
	}
	waitpid(child, NULL, 0);
	for (;;)
		pause();
}
