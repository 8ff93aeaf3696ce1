/* Includes a file that lies beside the submission but is not part of it
   (another contestant's, the setter's notes): only the submission's own
   files are shown to the compiler. */
#include <stdio.h>
#include "neighbour_secret.h"
int main(void) { puts(SECRET); return 0; }
