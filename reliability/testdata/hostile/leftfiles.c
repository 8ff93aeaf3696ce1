// Files as a channel between runs: a mark in /tmp, in /box (the working
// folder) and in POSIX shared memory (/dev/shm, which the sandbox does
// not have). Each run leaves its marks; it answers right only if no
// earlier run's mark is there.
#include "caro.h"
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

int main(void) {
	const char *marks[] = {"/tmp/carokit-mark", "/box/carokit-mark"};
	int seen = 0;
	for (int i = 0; i < 2; i++) {
		if (access(marks[i], F_OK) == 0) {
			fprintf(stderr, "%s is there\n", marks[i]);
			seen = 1;
		}
		close(open(marks[i], O_WRONLY | O_CREAT, 0600));
	}
	int shm = shm_open("/carokit-mark", O_RDWR | O_CREAT | O_EXCL, 0600);
	if (shm == -1 && shm_open("/carokit-mark", O_RDONLY, 0) != -1) {
		fprintf(stderr, "the shared memory mark is there\n");
		seen = 1;
	}
	printf("%d\n", seen ? -1 : caro_answer(4));
	return 0;
}
