#!/usr/bin/env bash
# solve-vs-cpp.sh CAROKIT_BINARY [RUNS]
#
# Side-by-side process measurement on the largest Caro input: a random
# case with N = 5000, K = 300000 distinct scattered cells (seeded, so the
# same file every time). Runs the C++ "count around" reference
# (bench/cpp/count_around.cpp, g++ -O2) and `CAROKIT_BINARY solve
# --solution fast FILE` alternately RUNS times (default 10) and prints the
# median wall time of each, their ratio and each one's peak RSS.
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

# The case: seeded, deterministic, cells drawn until 300000 are distinct.
python3 - "$work/big.in" <<'PY'
import random, sys
n, k = 5000, 300000
rng = random.Random(20240601)
seen, moves = set(), []
while len(moves) < k:
    cell = (rng.randint(1, n), rng.randint(1, n))
    if cell not in seen:
        seen.add(cell)
        moves.append(cell)
with open(sys.argv[1], "w") as f:
    f.write(f"{n} {k}\n")
    f.write("".join(f"{r} {c}\n" for r, c in moves))
PY

g++ -O2 -std=c++17 -o "$work/count_around" "$root/bench/cpp/count_around.cpp"

# peak RSS in KiB of one run of "$@" (stdin from $in): /usr/bin/time when
# present, else a few lines of Go reading the child's rusage.
rss_helper=""
if [[ ! -x /usr/bin/time ]]; then
	mkdir "$work/rss"
	cat >"$work/rss/main.go" <<'GO'
package main

import (
	"fmt"
	"os"
	"os/exec"
	"syscall"
)

func main() {
	out, err := os.Create(os.Args[1])
	if err != nil {
		panic(err)
	}
	cmd := exec.Command(os.Args[3], os.Args[4:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, out, os.Stderr
	err = cmd.Run()
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	os.WriteFile(os.Args[2], []byte(fmt.Sprintln(ru.Maxrss)), 0o644)
	if err != nil {
		os.Exit(1)
	}
}
GO
	(cd "$work/rss" && go mod init rss >/dev/null 2>&1 && go build -o "$work/rss/rss" .)
	rss_helper="$work/rss/rss"
fi

# run NAME OUT: runs the command in the remaining arguments once, appends
# its wall time (µs) to $work/NAME.us and its peak RSS (KiB) to NAME.kb.
run() {
	local name=$1 out=$2
	shift 2
	local t0 t1
	t0=$(date +%s%N)
	if [[ -z $rss_helper ]]; then
		/usr/bin/time -f %M -o "$work/rss.txt" "$@" <"$work/big.in" >"$out"
	else
		"$rss_helper" "$out" "$work/rss.txt" "$@" <"$work/big.in"
	fi
	t1=$(date +%s%N)
	echo $(((t1 - t0) / 1000)) >>"$work/$name.us"
	tail -n 1 "$work/rss.txt" >>"$work/$name.kb"
}

for ((i = 0; i < runs; i++)); do
	run cpp "$work/cpp.out" "$work/count_around"
	run go "$work/go.out" "$carokit" solve --solution fast "$work/big.in"
done

if ! cmp -s "$work/cpp.out" "$work/go.out"; then
	echo "answers differ: C++ $(cat "$work/cpp.out"), carokit $(cat "$work/go.out")" >&2
	exit 1
fi

median() { sort -n "$1" | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
max() { sort -n "$1" | tail -n 1; }
cpp_us=$(median "$work/cpp.us")
go_us=$(median "$work/go.us")
echo "input: N=5000 K=300000, $(wc -c <"$work/big.in") bytes, answer $(cat "$work/go.out"), $runs runs each"
awk -v c="$cpp_us" -v g="$go_us" -v cr="$(max "$work/cpp.kb")" -v gr="$(max "$work/go.kb")" 'BEGIN {
	printf "C++ count_around (g++ -O2): median %7.1f ms, peak RSS %6.1f MiB\n", c/1000, cr/1024
	printf "carokit solve --solution fast: median %7.1f ms, peak RSS %6.1f MiB\n", g/1000, gr/1024
	printf "ratio carokit/C++: %.2f\n", g/c
}'
