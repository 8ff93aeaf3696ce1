/* Sleeps past any limit without using CPU: the wall-clock guard cuts it. */
#include <unistd.h>
int main(void) { sleep(30); return 0; }
