#!/bin/sh
# A multi-pass validator: the submission doubles the number it reads.
# Right on n < 100: another pass on 10n (nextpass.in); right on n >= 100:
# accepted. "loop" as input asks for a pass on the same input forever.
n=$(cat "$1")
read -r got
fb=$3
if [ "$n" = loop ]; then echo loop > "${fb}nextpass.in"; exit 42; fi
if [ "$got" != $((2 * n)) ]; then echo "pass on $n: got $got" > "${fb}judgemessage.txt"; exit 43; fi
if [ "$n" -lt 100 ]; then echo $((10 * n)) > "${fb}nextpass.in"; fi
exit 42
