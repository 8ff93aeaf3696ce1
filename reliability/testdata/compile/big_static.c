/* A 16 GiB initialised array: the assembler writes it all, filling the
   cache folder's disk. */
char big[1L << 34] = {1};
int main(void) { return big[5]; }
