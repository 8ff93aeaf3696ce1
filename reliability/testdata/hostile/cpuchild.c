// A child burns CPU without end while the program waits until the child
// has used 0.5 s of CPU, then answers right without waiting for it. Its
// own CPU time is nil: only a limit on the whole process tree makes it
// TLE. (On a machine so loaded that the child cannot get 0.5 s of CPU
// within the wall-clock guard, the guard stops it: TLE too.)
#include <signal.h>
#include <time.h>
#include <unistd.h>
#include "caro.h"

int main(void) {
	int ans = caro_answer(4);
	fflush(stdout);
	pid_t child = fork();
	if (child == 0) {
		volatile unsigned long x = 0;
		for (;;)
			x++;
	}
	clockid_t clock;
	if (clock_getcpuclockid(child, &clock) == 0) {
		for (;;) {
			struct timespec ts;
			if (clock_gettime(clock, &ts) != 0 || ts.tv_sec * 1000000000L + ts.tv_nsec >= 500000000L)
				break;
			usleep(5000);
		}
	}
	printf("%d\n", ans);
	return 0;
}
