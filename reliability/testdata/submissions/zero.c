/* Always answers 0: wrong on any game somebody wins. */
#include <stdio.h>
int main(void) { puts("0"); return 0; }
