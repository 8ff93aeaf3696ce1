# A Kattis output validator's part in a run's extras: reads its two given
# files, writes its feedback folder, and fails if an earlier run's
# feedback is still there.
if [ -n "$(ls -A "$3")" ]; then
	echo "feedback folder not empty: $(ls -A "$3")" >&2
	exit 1
fi
cat "$1" "$2" > "$3/copy.txt"
echo "judged" > "$3/judgemessage.txt"
ln -s /etc/passwd "$3/link.txt"
mkdir "$3/sub"
# Root outside the sandbox (--sandbox off) may write anything.
if [ "$(id -u)" != 0 ] && echo x >> "$1" 2>/dev/null; then
	echo "could write the given file" >&2
	exit 2
fi
exit 42
