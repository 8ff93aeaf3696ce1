/* Accepts (42) exactly the input "42\n", rejects (43) anything else. */
#include <stdio.h>
#include <string.h>

int main(void) {
	char buf[8] = {0};
	size_t n = fread(buf, 1, sizeof buf - 1, stdin);
	return n == 3 && memcmp(buf, "42\n", 3) == 0 ? 42 : 43;
}
