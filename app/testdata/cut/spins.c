/* Spins on the CPU forever: the CPU limit cuts it. */
int main(void) { volatile unsigned long n = 0; for (;;) n++; }
