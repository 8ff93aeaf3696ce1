// Checks that stdin is what a judge gives: a regular file, seekable,
// open read-only, that cannot be written, and that mmap and read agree on.
// Prints "regular N" and then the bytes read, or what is wrong (exit 1).
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static char buf[1 << 20];

int main(void) {
	struct stat st;
	if (fstat(0, &st) != 0 || !S_ISREG(st.st_mode)) { puts("not a regular file"); return 1; }
	if ((fcntl(0, F_GETFL) & O_ACCMODE) != O_RDONLY) { puts("not read-only"); return 1; }
	if (write(0, "x", 1) >= 0) { puts("writable"); return 1; }
	if (lseek(0, 0, SEEK_CUR) != 0) { puts("offset not at 0"); return 1; }
	if (lseek(0, 0, SEEK_END) != st.st_size) { puts("SEEK_END is not the size"); return 1; }
	if (lseek(0, 0, SEEK_SET) != 0) { puts("cannot seek back"); return 1; }
	long n = 0, got;
	while ((got = read(0, buf + n, sizeof buf - n)) > 0) n += got;
	if (n != st.st_size) { puts("read size differs from fstat"); return 1; }
	if (n > 0) {
		void *m = mmap(0, n, PROT_READ, MAP_PRIVATE, 0, 0);
		if (m == MAP_FAILED || memcmp(m, buf, n) != 0) { puts("mmap differs"); return 1; }
	}
	printf("regular %ld\n", n);
	fwrite(buf, 1, n, stdout);
	return 0;
}
