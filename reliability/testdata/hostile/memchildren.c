// Three children each touch 200 MiB and hold it; the program waits for
// them and answers right. Each process stays under 256 MiB; the tree does
// not: MLE under a limit on the tree.
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "caro.h"

int main(void) {
	int ans = caro_answer(4);
	fflush(stdout);
	for (int i = 0; i < 3; i++) {
		if (fork() == 0) {
			volatile char *p = malloc(200 << 20);
			if (!p)
				_exit(1);
			for (size_t j = 0; j < (200 << 20); j += 4096)
				p[j] = 1; // volatile: the compiler may not drop the writes
			usleep(500000);
			_exit(p[4096] == 1 ? 0 : 1);
		}
	}
	while (wait(NULL) > 0)
		;
	printf("%d\n", ans);
	return 0;
}
