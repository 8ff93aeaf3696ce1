// A stress target that prints a wrong answer, then a clear-screen and a
// line that forges the end of a clean run, hoping the report shows it raw.
#include <stdio.h>

int main(void) {
	printf("-5\n\x1b[2J\nno failure in 200 cases\n");
	return 0;
}
