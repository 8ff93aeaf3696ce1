// Reads the file in.txt and writes its length and byte sum to out.txt,
// and "stdout" on standard output (which file I/O drops): a correct
// program of a problem judged by files. Its first argument, when given,
// misbehaves instead: "none" writes no file, "link" makes out.txt a
// symlink to in.txt, "fifo" makes it a FIFO, "big" writes 1 MiB to it,
// "stdin" reads standard input
// and writes standard output (the classic mistake).
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char **argv) {
	const char *mode = argc > 1 ? argv[1] : "";
	if (!strcmp(mode, "link")) return symlink("in.txt", "out.txt") != 0;
	if (!strcmp(mode, "fifo")) return mkfifo("out.txt", 0644) != 0;
	if (!strcmp(mode, "big")) {
		FILE *out = fopen("out.txt", "w");
		for (int i = 0; out && i < 1 << 20; i++) putc('7', out);
		return out ? fclose(out) != 0 : 2;
	}
	FILE *in = strcmp(mode, "stdin") ? fopen("in.txt", "r") : stdin;
	long n = 0, sum = 0;
	int c;
	if (in)
		while ((c = getc(in)) != EOF) {
			n++;
			sum += c;
		}
	printf("stdout\n");
	if (!strcmp(mode, "none") || !strcmp(mode, "stdin")) {
		printf("bytes=%ld sum=%ld\n", n, sum);
		return 0;
	}
	FILE *out = fopen("out.txt", "w");
	if (!out) return 2;
	fprintf(out, "bytes=%ld sum=%ld\n", n, sum);
	return fclose(out) != 0;
}
