// Double-forks a daemon that calls setsid, so it leaves the process group
// and the session, keeps stdout open and sleeps (OK). It must be killed.
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void) {
	pid_t child = fork();
	if (child == 0) {
		setsid();
		pid_t daemon = fork();
		if (daemon == 0) {
			sleep(1000);
			return 0;
		}
		printf("daemon %d\n", (int)daemon);
		return 0;
	}
	waitpid(child, NULL, 0);
	puts("started");
	return 0;
}
