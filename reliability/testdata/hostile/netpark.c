// Issue 24's memory the cgroup did not see: in a user and network
// namespace of its own a program brought up loopback and parked 600 MiB
// in unread TCP socket buffers. The filter refuses the namespace: the
// program answers right only if unshare returned EPERM; should it get the
// namespace, it parks a little (8 MiB, enough to show it could) and
// answers wrong.
#define _GNU_SOURCE
#include "caro.h"
#include <errno.h>
#include <fcntl.h>
#include <net/if.h>
#include <netinet/in.h>
#include <sched.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

static void park(void) {
	int s = socket(AF_INET, SOCK_DGRAM, 0);
	struct ifreq ifr = {0};
	strcpy(ifr.ifr_name, "lo");
	ioctl(s, SIOCGIFFLAGS, &ifr);
	ifr.ifr_flags |= IFF_UP;
	ioctl(s, SIOCSIFFLAGS, &ifr);
	int l = socket(AF_INET, SOCK_STREAM, 0);
	struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons(47312), .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
	bind(l, (struct sockaddr *)&a, sizeof a);
	listen(l, 1);
	int c = socket(AF_INET, SOCK_STREAM, 0);
	if (connect(c, (struct sockaddr *)&a, sizeof a) != 0)
		return;
	fcntl(c, F_SETFL, O_NONBLOCK);
	static char buf[1 << 16];
	for (long sent = 0; sent < (8L << 20);) {
		ssize_t n = write(c, buf, sizeof buf);
		if (n <= 0)
			break;
		sent += n;
	}
}

int main(void) {
	if (unshare(CLONE_NEWUSER | CLONE_NEWNET) == -1 && errno == EPERM) {
		printf("%d\n", caro_answer(4));
		return 0;
	}
	fprintf(stderr, "unshare(CLONE_NEWUSER|CLONE_NEWNET) was allowed\n");
	park();
	printf("-1\n");
	return 0;
}
