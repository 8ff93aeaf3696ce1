/* cc1 reads /dev/zero without end: past 2 GiB in a second. */
#include "/dev/zero"
int main(void) { return 0; }
