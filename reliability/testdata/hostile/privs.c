// Privileges a program might try to take back: raise a hard rlimit,
// raise an ambient capability, rewrite its memory map's bounds
// (PR_SET_MM), drop no_new_privs or the seccomp filter. It answers right
// only if every attempt failed and /proc/self/status shows no_new_privs
// and a filter (when /proc is there).
#define _GNU_SOURCE
#include "caro.h"
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>

static int status_has(const char *line) {
	FILE *f = fopen("/proc/self/status", "r");
	if (!f)
		return 1; // no /proc: nothing to read
	char buf[256];
	int found = 0;
	while (fgets(buf, sizeof buf, f))
		if (strncmp(buf, line, strlen(line)) == 0)
			found = 1;
	fclose(f);
	return found;
}

int main(void) {
	int ok = 1;
	// A warm sandbox sets the limits just after the start (prlimit):
	// wait for them, as the attack is to undo them.
	struct rlimit cur;
	for (int i = 0; i < 1000 && getrlimit(RLIMIT_CPU, &cur) == 0 && cur.rlim_max == RLIM_INFINITY; i++)
		usleep(1000);
	struct rlimit unlimited = {RLIM_INFINITY, RLIM_INFINITY};
	if (setrlimit(RLIMIT_CPU, &unlimited) == 0) {
		fprintf(stderr, "raised RLIMIT_CPU's hard limit\n");
		ok = 0;
	}
	if (prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_RAISE, 21 /* CAP_SYS_ADMIN */, 0, 0) == 0) {
		fprintf(stderr, "raised an ambient capability\n");
		ok = 0;
	}
	if (prctl(PR_SET_MM, PR_SET_MM_BRK, (unsigned long)sbrk(0), 0, 0) == 0) {
		fprintf(stderr, "PR_SET_MM allowed\n");
		ok = 0;
	}
	if (prctl(PR_SET_NO_NEW_PRIVS, 0, 0, 0, 0) == 0 && prctl(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0) == 0) {
		fprintf(stderr, "no_new_privs dropped\n");
		ok = 0;
	}
	if (!status_has("NoNewPrivs:\t1") || !status_has("Seccomp:\t2")) {
		fprintf(stderr, "no no_new_privs or no seccomp filter\n");
		ok = 0;
	}
	printf("%d\n", ok ? caro_answer(4) : -1);
	return 0;
}
