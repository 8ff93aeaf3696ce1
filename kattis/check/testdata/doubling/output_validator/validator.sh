#!/bin/sh
# A multi-pass validator: the submission doubles the number it reads.
# Right on n < 100: another pass on 10n (nextpass.in); right on n >= 100:
# accepted. "loop" as input asks for a pass on the same input forever;
# "big" for a pass on 5 after 100,000 spaces (a nextpass.in over 64 KiB).
n=$(tr -d ' ' < "$1")
read -r got
fb=$3
if [ "$n" = loop ]; then echo loop > "${fb}nextpass.in"; exit 42; fi
if [ "$n" = big ]; then printf '%100001s\n' 5 > "${fb}nextpass.in"; exit 42; fi
if [ "$got" != $((2 * n)) ]; then echo "pass on $n: got $got" > "${fb}judgemessage.txt"; exit 43; fi
if [ "$n" -lt 100 ]; then echo $((10 * n)) > "${fb}nextpass.in"; fi
exit 42
