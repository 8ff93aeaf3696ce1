// A fork bomb: every process forks without end. It runs only as the child
// of a PID namespace's init (its parent is pid 1), so that a missing
// sandbox makes it exit 3 (RE) instead of harming the machine.
#include <unistd.h>

int main(void) {
	if (getppid() != 1)
		return 3;
	for (;;)
		fork();
}
