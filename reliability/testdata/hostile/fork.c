// Forks two children that keep running, one spinning and one sleeping,
// both holding stdout open, then answers right and exits (OK). The judge
// must kill the children and not wait for them to close stdout.
#include <unistd.h>
#include "caro.h"

int main(void) {
	int ans = caro_answer(4);
	fflush(stdout);
	if (fork() == 0) {
		volatile unsigned long x = 0;
		for (;;)
			x++;
	}
	if (fork() == 0)
		for (;;)
			pause();
	printf("%d\n", ans);
	return 0;
}
