// Sleeps forever without using CPU (TLE by the wall-clock guard).
#include <unistd.h>

int main(void) {
	for (;;)
		pause();
}
