// Connects to 127.0.0.1:47311, where the test listens: prints the answer
// if the connection succeeds, -1 if it fails. Without a network (the
// sandbox's own network namespace) it fails: WA.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>
#include "caro.h"

int main(void) {
	int ans = caro_answer(4);
	int s = socket(AF_INET, SOCK_STREAM, 0);
	struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons(47311)};
	inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
	if (s >= 0 && connect(s, (struct sockaddr *)&a, sizeof a) == 0) {
		printf("%d\n", ans);
		return 0;
	}
	printf("-1\n");
	return 0;
}
