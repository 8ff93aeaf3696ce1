/* A program whose zero-filled data (bss) is 512 MiB, of which it touches
   one byte: a memory limit set before its exec refuses it there; one set
   after its start would let it run. */
#include <stdio.h>

static char big[512 << 20];

int main(void) {
    big[0] = 1;
    puts("ran");
    return big[0] - 1;
}
