// A POSIX message queue left by an earlier run, the channel of issue 24
// (a full one made later runs block: TLE). Each run creates the queue
// exclusively and fills it; it answers right only if no earlier run's
// queue is there, as in a fresh IPC namespace.
#include "caro.h"
#include <errno.h>
#include <fcntl.h>
#include <mqueue.h>

int main(void) {
	struct mq_attr attr = {.mq_maxmsg = 8, .mq_msgsize = 64};
	mqd_t q = mq_open("/carokit-hostile", O_RDWR | O_CREAT | O_EXCL | O_NONBLOCK, 0600, &attr);
	if (q == (mqd_t)-1 && errno == EEXIST) {
		fprintf(stderr, "an earlier run's queue is there\n");
		printf("-1\n");
		return 0;
	}
	if (q != (mqd_t)-1)
		while (mq_send(q, "left by an earlier run", 22, 0) == 0) {
		}
	printf("%d\n", caro_answer(4));
	return 0;
}
