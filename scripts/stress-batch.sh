#!/usr/bin/env bash
# stress-batch.sh CAROKIT_BINARY [CASES]
#
# External-target stress on Havannah, whose files hold several cases:
# the accepted C++ solution (compiled by carokit, sandboxed) against the
# built-in brute force, one process per drawn file (--batch 1, the
# default) and 50 drawn files joined per process (--batch 50, at most
# 200 cases a file). Prints the cases per second of each, measured in
# this run, alternated, and the ratio.
set -euo pipefail
if [[ $# -lt 1 || $# -gt 2 ]]; then
	echo "usage: $0 CAROKIT_BINARY [CASES]" >&2
	exit 2
fi
carokit=$(realpath "$1")
cases=${2:-3000}
root=$(cd "$(dirname "$0")/.." && pwd)
target="$root/submissions/havannah/accepted/union_find.cpp"

now() { date +%s%N; }
rate() { python3 -c "print(f'{$1 / (($3 - $2) / 1e9):.0f}')"; }
run() { "$carokit" --problem havannah stress --target "$target" --seed 1 --cases "$cases" --batch "$1" > /dev/null; }

"$carokit" --problem havannah stress --target "$target" --seed 1 --cases 1 > /dev/null # compile once
declare -A rates
for round in 1 2; do
	for batch in 1 50; do
		start=$(now)
		run "$batch"
		end=$(now)
		rates[$batch]+="$(rate "$cases" "$start" "$end") "
	done
done
echo "havannah external union_find.cpp vs built-in brute, $cases files of up to 4 cases, two rounds:"
echo "  --batch 1:  ${rates[1]}files/s"
echo "  --batch 50: ${rates[50]}files/s"
