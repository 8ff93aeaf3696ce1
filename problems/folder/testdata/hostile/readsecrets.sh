# Reads what a validator or generator must not see; behaves well only if
# it saw none of it. $1 is "input", "output" or "generator".
for f in "@SECRET@" "@DIR@/problem.yaml" "@HOME@/.profile" "@HOME@/.bashrc" /etc/shadow; do
	if [ -r "$f" ] && cat "$f" >/dev/null 2>&1; then
		echo "read $f" >&2
		[ "$1" = generator ] && echo "read"
		exit 43
	fi
done
if [ "$1" = generator ]; then echo "1 2"; exit 0; fi
if [ -n "$3" ]; then
	# An output validator: the output must be the answer.
	[ "$(cat)" = "$(cat "$2")" ] && exit 42
	echo "not the answer" > "$3/judgemessage.txt"
	exit 43
fi
exit 42
