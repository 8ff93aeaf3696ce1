// Descriptors inherited from the sandbox's init or from carokit's caller
// (issue 24: fd 10, /dev/null, in every program): it answers right only
// if nothing but 0, 1 and 2 is open.
#include "caro.h"
#include <fcntl.h>
#include <unistd.h>

int main(void) {
	for (int fd = 3; fd < 1024; fd++) {
		if (fcntl(fd, F_GETFD) != -1) {
			fprintf(stderr, "fd %d is open\n", fd);
			printf("-1\n");
			return 0;
		}
	}
	printf("%d\n", caro_answer(4));
	return 0;
}
