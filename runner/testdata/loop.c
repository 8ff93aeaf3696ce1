// Loops forever using CPU (TLE).
int main(void) {
	volatile unsigned long x = 0;
	for (;;)
		x++;
}
