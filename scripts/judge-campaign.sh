#!/usr/bin/env bash
# judge-campaign.sh CAROKIT_BINARY [SUBMISSIONS] [SHARDS] [PACKAGE]
#
# A judge campaign as a contest's would be: SUBMISSIONS programs (default
# 200) judged on the default Caro package (built here), or on the Caro
# package folder PACKAGE, first by one carokit process,
# then split in SHARDS shards (default 4) run by GNU parallel on this
# machine and combined by `carokit merge`. Prints the wall and CPU time of
# each and checks that the two verdict tables are the same.
#
# The submissions are copies, each under its own name, of the compiled
# C++ programs of submissions/caro: the accepted count around and the
# five wrong answers in turn, and one time-limit-exceeded line scan in
# every 50 (the third, so that even a campaign of 3 has one). Compiling
# happens once per program the campaign uses, before the clocks start: a
# campaign judges programs already built.
#
# same-table.py compares the tables, leaving out what a clock measures
# (times, memory, the figures in a detail, and a TLE's whole detail: on a
# loaded machine the wall-clock guard may stop a run the CPU limit stops
# on an idle one).
# When they still differ, the script prints the difference and keeps its
# folder.
set -euo pipefail
if [[ $# -lt 1 || $# -gt 4 ]]; then
	echo "usage: $0 CAROKIT_BINARY [SUBMISSIONS] [SHARDS] [PACKAGE]" >&2
	exit 2
fi
carokit=$(realpath "$1")
count=${2:-200}
shards=${3:-4}
package=""
if [[ $# -eq 4 ]]; then
	[[ -f "$4/manifest.json" ]] || { echo "$0: $4 is not a package folder (carokit package --out $4 builds one)" >&2; exit 2; }
	package=$(realpath "$4")
fi
root=$(cd "$(dirname "$0")/.." && pwd)
command -v parallel >/dev/null || { echo "$0: GNU parallel is missing (Debian package parallel)" >&2; exit 1; }
work=$(mktemp -d)
trap '[[ -e "$work/keep" ]] || rm -rf "$work"' EXIT
cd "$work"

if [[ -z "$package" ]]; then
	package=$work/pkg
	"$carokit" package --out "$package" > /dev/null
fi
sources=(accepted/count_around wrong_answer/endpoint wrong_answer/exact_five
	wrong_answer/no_anti_diagonal wrong_answer/stop_before_row_n wrong_answer/stride_4096)
mkdir bin subs
compile() { # as carokit compiles C++: static where a static libc exists
	g++ -O2 -std=c++17 -static -o "$2" "$1" 2>/dev/null || g++ -O2 -std=c++17 -o "$2" "$1"
}
args=()
for ((i = 0; i < count; i++)); do
	if ((i % 50 == 2)); then
		s=time_limit_exceeded/line_scan
	else
		s=${sources[i % ${#sources[@]}]}
	fi
	[[ -e "bin/${s##*/}" ]] || compile "$root/submissions/caro/$s.cpp" "bin/${s##*/}"
	s=${s##*/}
	name=$(printf 'subs/%03d-%s' "$i" "$s")
	cp "bin/$s" "$name"
	args+=(--solution "$name")
done
printf '%s\n' "${args[@]}" > solutions.args

one() { xargs -a solutions.args -d '\n' "$carokit" judge --package "$package" --format json; }
sharded() {
	parallel --halt never "xargs -a solutions.args -d '\n' '$carokit' judge --package '$package' --format json --jobs 1 --shard {}/$shards --result shard-{}.json > /dev/null 2>> shards.log || [ \$? -eq 1 ]" ::: $(seq 0 $((shards - 1)))
	"$carokit" merge shard-*.json
}
TIMEFORMAT="%R s wall, %U s user, %S s sys"
echo "judge campaign: $count submissions × $(find "$package/data" -name "*.in" | wc -l) tests, $(nproc) cores"
{ time one > one.json || [[ $? -eq 1 ]]; } 2>&1 | sed 's/^/one process: /'
{ time sharded > merged.json || [[ $? -eq 1 ]]; } 2>&1 | sed "s/^/$shards shards under GNU parallel (--jobs 1 each) and merge: /"
python3 "$root/scripts/same-table.py" one.json merged.json ||
	{ touch keep; echo "$0: both tables are kept in $work" >&2; exit 1; }
