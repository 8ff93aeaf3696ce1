/* Embeds the host's /etc/shadow at compile time and prints its first
   line, which would reach the verdict's detail. */
#include <stdio.h>
asm(".section .rodata\n.global secret\nsecret:\n.incbin \"/etc/shadow\"\n.byte 0\n.text\n");
extern char secret[];
int main(void) { puts(secret); return 1; }
