#!/usr/bin/env bash
# havannah-vs-cpp.sh CAROKIT_BINARY [RUNS]
#
# Side-by-side process measurement on the largest Havannah file: T = 20
# cases of S = 3000 with M = 10 000 distinct uniform cells each (seeded,
# so the same file every time; nobody wins, so every move is played).
# Runs the C++ union-find submission (submissions/havannah/accepted/
# union_find.cpp, g++ -O2) and `CAROKIT_BINARY --problem havannah solve
# FILE` (the built-in reference) alternately RUNS times (default 10) and
# prints the median wall time of each, their ratio and each one's peak RSS.
set -euo pipefail

if [[ $# -lt 1 || $# -gt 2 ]]; then
	echo "usage: $0 CAROKIT_BINARY [RUNS]" >&2
	exit 2
fi
carokit=$(realpath "$1")
runs=${2:-10}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$work/big.in" <<'PY'
import random, sys
t, s, m = 20, 3000, 10000
rng = random.Random(20121014)
out = [f"{t}\n"]
for _ in range(t):
    seen, moves = set(), []
    while len(moves) < m:
        x, y = rng.randint(1, 2 * s - 1), rng.randint(1, 2 * s - 1)
        if abs(x - y) <= s - 1 and (x, y) not in seen:
            seen.add((x, y))
            moves.append(f"{x} {y}\n")
    out.append(f"{s} {m}\n")
    out.extend(moves)
with open(sys.argv[1], "w") as f:
    f.write("".join(out))
PY

g++ -O2 -std=c++17 -o "$work/union_find" "$root/submissions/havannah/accepted/union_find.cpp"

# run NAME OUT CMD...: runs CMD once on the file, appends its wall time
# (µs) to $work/NAME.us and, when /usr/bin/time exists, its peak RSS (KiB)
# to NAME.kb and its CPU time (user + system, ms) to NAME.cpu: on a loaded
# machine the CPU time is the steadier figure.
run() {
	local name=$1 out=$2
	shift 2
	local t0 t1
	t0=$(date +%s%N)
	if [[ -x /usr/bin/time ]]; then
		/usr/bin/time -f "%M %U %S" -o "$work/rss.txt" "$@" <"$work/big.in" >"$out"
		tail -n 1 "$work/rss.txt" | awk '{print $1}' >>"$work/$name.kb"
		tail -n 1 "$work/rss.txt" | awk '{print ($2 + $3) * 1000}' >>"$work/$name.cpu"
	else
		"$@" <"$work/big.in" >"$out"
		echo 0 >>"$work/$name.kb"
		echo 0 >>"$work/$name.cpu"
	fi
	t1=$(date +%s%N)
	echo $(((t1 - t0) / 1000)) >>"$work/$name.us"
}

for ((i = 0; i < runs; i++)); do
	run cpp "$work/cpp.out" "$work/union_find"
	run go "$work/go.out" "$carokit" --problem havannah solve "$work/big.in"
done

if ! cmp -s "$work/cpp.out" "$work/go.out"; then
	echo "answers differ between C++ and carokit" >&2
	exit 1
fi

median() { sort -n "$1" | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
max() { sort -n "$1" | tail -n 1; }
cpp_us=$(median "$work/cpp.us")
go_us=$(median "$work/go.us")
echo "input: T=20 S=3000 M=10000, $(wc -c <"$work/big.in") bytes, $(grep -c none "$work/go.out") cases without a win, $runs runs each"
awk -v c="$cpp_us" -v g="$go_us" -v cr="$(max "$work/cpp.kb")" -v gr="$(max "$work/go.kb")" \
	-v cc="$(median "$work/cpp.cpu")" -v gc="$(median "$work/go.cpu")" 'BEGIN {
	printf "C++ union_find (g++ -O2):          median %7.1f ms wall, %5.0f ms CPU, peak RSS %6.1f MiB\n", c/1000, cc, cr/1024
	printf "carokit --problem havannah solve:  median %7.1f ms wall, %5.0f ms CPU, peak RSS %6.1f MiB\n", g/1000, gc, gr/1024
	printf "ratio carokit/C++: %.2f wall\n", g/c
}'
