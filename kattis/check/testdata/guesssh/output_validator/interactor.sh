#!/bin/sh
# A guess-the-number interactor in sh (Kattis protocol): input answer feedback/.
# "? x" gets 1 (the number is larger), -1 (smaller) or 0; "! x" ends:
# exit 42 when right, else 43 with judgemessage.txt. "crash" exits 1,
# a broken interactor; "stall" sleeps until the wall-clock guard.
secret=$(cat "$1")
fb=$3
while read -r op x; do
  case "$op" in
    '?') if [ "$x" -lt "$secret" ]; then echo 1; elif [ "$x" -gt "$secret" ]; then echo -1; else echo 0; fi ;;
    '!') [ "$x" = "$secret" ] && exit 42
         echo "guessed $x, the number was $secret" > "${fb}judgemessage.txt"; exit 43 ;;
    crash) exit 1 ;;
    stall) while :; do sleep 1; done ;;
    *) echo "not a query: $op" > "${fb}judgemessage.txt"; exit 43 ;;
  esac
done
echo "no guess before the end" > "${fb}judgemessage.txt"
exit 43
