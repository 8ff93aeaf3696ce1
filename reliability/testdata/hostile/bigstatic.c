// A 512 MiB static array, every page of it touched, then the right
// answer: MLE under 256 MiB (not RE: the kernel kills it at the limit).
#include "caro.h"

static volatile char big[512 << 20];

int main(void) {
	int ans = caro_answer(4);
	for (size_t i = 0; i < sizeof big; i += 4096)
		big[i] = 1;
	printf("%d\n", ans + big[4096] - 1);
	return 0;
}
