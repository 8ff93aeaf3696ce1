# Rejects with escape sequences in its message (stderr, judgemessage.txt).
printf '\033]0;pwned\007\033[31mred\033[0m\n' >&2
[ -n "$3" ] && printf '\033[2Jcleared\n' > "$3/judgemessage.txt"
exit 43
