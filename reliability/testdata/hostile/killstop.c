// Sends SIGSTOP to its parent (freezing the judge when there is no
// sandbox), then answers right (OK).
#include <signal.h>
#include <unistd.h>
#include "caro.h"

int main(void) {
	int ans = caro_answer(4);
	kill(getppid(), SIGSTOP);
	usleep(50000);
	printf("%d\n", ans);
	return 0;
}
