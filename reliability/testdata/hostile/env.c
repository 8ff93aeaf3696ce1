// Answers right only if its environment holds nothing but PATH, LANG and
// HOME (the sandbox's minimal set); otherwise prints -1 (WA), having
// inherited carokit's.
#include <string.h>
#include "caro.h"

extern char **environ;

int main(void) {
	int ans = caro_answer(4);
	for (char **e = environ; *e; e++) {
		if (strncmp(*e, "PATH=", 5) && strncmp(*e, "LANG=", 5) && strncmp(*e, "HOME=", 5)) {
			fprintf(stderr, "inherited %s\n", *e);
			ans = -1;
		}
	}
	printf("%d\n", ans);
	return 0;
}
