// Leaves its process group with setsid, then loops (TLE). Killing the group
// misses it; the judge must kill it by pid.
#include <unistd.h>

int main(void) {
	setsid();
	volatile unsigned long x = 0;
	for (;;)
		x++;
}
