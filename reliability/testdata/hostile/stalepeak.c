// The stale peak of issue 24: a later run reported memory an earlier run
// left charged to the warm sandbox's cgroup. On the sample (answer 10)
// it leaves some: 24 MiB in /tmp (48 files, each under the file size
// limit), and the page cache of up to 96 MiB of system libraries it reads
// (charged only where no one read them before); on the other test it
// allocates nothing.
// Both answers are right; the test reads the peaks.
#include "caro.h"
#include <dirent.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

static void leave(void) {
	static char buf[1 << 16];
	memset(buf, 7, sizeof buf);
	for (int i = 0; i < 48; i++) {
		char name[64];
		snprintf(name, sizeof name, "/tmp/left%d", i);
		int f = open(name, O_WRONLY | O_CREAT, 0600);
		for (int j = 0; j < 8; j++)
			if (write(f, buf, sizeof buf) < 0)
				break;
		close(f);
	}
	const char *dirs[] = {"/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib", "/usr/bin"};
	long read_total = 0;
	for (int d = 0; d < 4 && read_total < (96L << 20); d++) {
		DIR *dir = opendir(dirs[d]);
		struct dirent *e;
		while (dir && (e = readdir(dir)) && read_total < (96L << 20)) {
			char path[4096];
			snprintf(path, sizeof path, "%s/%s", dirs[d], e->d_name);
			int fd = open(path, O_RDONLY);
			ssize_t n;
			while (fd >= 0 && (n = read(fd, buf, sizeof buf)) > 0)
				read_total += n;
			if (fd >= 0)
				close(fd);
		}
		if (dir)
			closedir(dir);
	}
}

int main(void) {
	int ans = caro_answer(4);
	if (ans != 0)
		leave();
	printf("%d\n", ans);
	return 0;
}
