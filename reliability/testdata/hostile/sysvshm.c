// A System V shared memory segment left by an earlier run, a channel
// like mqueue.c's: created exclusively under a fixed key and kept; the
// program answers right only if no earlier run's segment is there.
#include "caro.h"
#include <errno.h>
#include <sys/ipc.h>
#include <sys/shm.h>

int main(void) {
	if (shmget(0xCA50, 4096, IPC_CREAT | IPC_EXCL | 0600) == -1 && errno == EEXIST) {
		fprintf(stderr, "an earlier run's segment is there\n");
		printf("-1\n");
		return 0;
	}
	printf("%d\n", caro_answer(4));
	return 0;
}
