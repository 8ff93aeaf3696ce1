// Sends SIGTERM to its parent (the judge itself when there is no sandbox;
// in the sandbox, the namespace's init), then answers right (OK).
#include <signal.h>
#include <unistd.h>
#include "caro.h"

int main(void) {
	int ans = caro_answer(4);
	kill(getppid(), SIGTERM);
	usleep(50000); // time for the signal to act
	printf("%d\n", ans);
	return 0;
}
