// Reads all of stdin and prints its length and byte sum: a correct program.
#include <stdio.h>

int main(void) {
	long n = 0, sum = 0;
	int c;
	while ((c = getchar()) != EOF) {
		n++;
		sum += c;
	}
	printf("bytes=%ld sum=%ld\n", n, sum);
	return 0;
}
