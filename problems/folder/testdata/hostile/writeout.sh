# Writes outside its folder, then behaves well: the test checks that
# nothing reached the host.
echo pwned > "@DIR@/pwned" 2>/dev/null
echo pwned > "@HOME@/carokit-hostile-pwned" 2>/dev/null
echo pwned > "@DIR@/data/secret/1.ans" 2>/dev/null
if [ "$1" = generator ]; then echo "1 2"; exit 0; fi
exit 42
