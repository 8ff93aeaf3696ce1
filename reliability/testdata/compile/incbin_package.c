/* Embeds the package's manifest (every test's answer) at compile time
   and would print the answer of the test it is given: 100 without
   solving. @PACKAGE@ is the package's folder, filled in by the test. */
#include <stdio.h>
asm(".section .rodata\n.global pkg\npkg:\n.incbin \"@PACKAGE@/manifest.json\"\n.byte 0\n.text\n");
extern char pkg[];
int main(void) { puts(pkg); return 0; }
