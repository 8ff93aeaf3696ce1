// Burns 150 ms of CPU time (measured with clock(), so the same on any
// machine), then answers right: OK under a 300 ms limit however loaded the
// machine is.
#include <time.h>
#include "caro.h"

int main(void) {
	int ans = caro_answer(4);
	volatile unsigned long x = 0;
	while (clock() < CLOCKS_PER_SEC * 15 / 100)
		for (int i = 0; i < 100000; i++)
			x++;
	printf("%d\n", ans);
	return 0;
}
