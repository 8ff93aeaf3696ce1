// Spins forever without reading its input (TLE by the CPU limit).
int main(void) {
	volatile unsigned long x = 0;
	for (;;)
		x++;
}
