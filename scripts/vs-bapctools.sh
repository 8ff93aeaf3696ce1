#!/usr/bin/env bash
# vs-bapctools.sh CAROKIT_BINARY BT_COMMAND [FOLDER]
#
# Side-by-side process timings of carokit and BAPCtools on one folder
# problem both read (default: problems/folder/testdata/maxsum), each on a
# fresh copy, in one run so that the ratios compare like with like:
#   package     carokit --problem D package --no-cache   vs  bt generate
#   judge       carokit --problem D judge                vs  bt run -aa (every test of every submission)
#   fail-fast   carokit judge --fail-fast=solution       vs  bt run (its default: a submission stops at its first failure)
#   stress      carokit stress --target WRONG --generator "gen {seed} 10 -5 5" --cases 200
#               vs  bt fuzz --time 20 WRONG (BAPCtools' own random search)
# BT_COMMAND is how BAPCtools runs here ("bt", or "python3 /path/bin/tools.py").
# Prints each wall time, the ratio carokit/bt, and whether each found the
# planted bug (and the size of carokit's shrunk counterexample).
set -uo pipefail

if [[ $# -lt 2 || $# -gt 3 ]]; then
	echo "usage: $0 CAROKIT_BINARY BT_COMMAND [FOLDER]" >&2
	exit 2
fi
carokit=$(realpath "$1")
bt=$2
root=$(cd "$(dirname "$0")/.." && pwd)
src=$(realpath "${3:-$root/problems/folder/testdata/maxsum}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
wrong=submissions/wrong_answer/no_negative.cpp

now() { date +%s.%N; }
timed() { # timed LABEL DIR CMD...: runs CMD in DIR, prints seconds to fd 3
	local label=$1 dir=$2 t0 t1
	shift 2
	t0=$(now)
	(cd "$dir" && "$@") >"$work/$label.out" 2>&1
	t1=$(now)
	echo "$label $(echo "$t1 - $t0" | bc)" >&3
}
fresh() { rm -rf "$work/$1" && cp -r "$src" "$work/$1"; }

exec 3>"$work/times"
fresh c && timed c-package "$work/c" "$carokit" --problem . package --no-cache --out "$work/pkg"
fresh b && timed b-generate "$work/b" $bt generate --no-bar
timed c-judge "$work/c" "$carokit" --problem . judge --package "$work/pkg"
timed b-runall "$work/b" $bt run --no-bar -aa
timed c-failfast "$work/c" "$carokit" --problem . judge --package "$work/pkg" --fail-fast=solution
timed b-run "$work/b" $bt run --no-bar
timed c-stress "$work/c" "$carokit" --problem . stress --target "$wrong" --generator "generators/gen.cpp {seed} 10 -5 5" --seed 1 --cases 200
timed b-fuzz "$work/b" $bt fuzz --no-bar --time 20 "$wrong"
exec 3>&-

declare -A t
while read -r k v; do t[$k]=$v; done <"$work/times"
row() { printf '%-10s carokit %7.2f s   bapctools %7.2f s   ratio %.2f\n' "$1" "$2" "$3" "$(echo "$2 / $3" | bc -l)"; }
row package "${t[c-package]}" "${t[b-generate]}"
row judge "${t[c-judge]}" "${t[b-runall]}"
row fail-fast "${t[c-failfast]}" "${t[b-run]}"
row stress "${t[c-stress]}" "${t[b-fuzz]}"
if grep -q '^target .* prints' "$work/c-stress.out"; then
	echo "carokit stress: counterexample, shrunk to $(awk '/shrunk to/{f=1;next} /^oracle /{f=0} f' "$work/c-stress.out" | wc -c) bytes: $(awk '/shrunk to/{f=1;next} /^oracle /{f=0} f' "$work/c-stress.out" | tr '\n' ' ')"
else
	echo "carokit stress: no counterexample"
fi
# bt fuzz saves each failing case as its generator command in
# generators.yaml (not shrunk): report how many and the first.
n=$(grep -c 'WRONG ANSWER' "$work/b-fuzz.out" || true)
if [ "$n" -gt 0 ]; then
	first=$(grep -B1 -m1 'WRONG ANSWER' "$work/b-fuzz.out" | head -1 | sed 's/^Fuzz: [0-9]*: //; s/  .*//')
	echo "bt fuzz: $n counterexamples in its 20 s, the first made by: $first (not shrunk)"
else
	echo "bt fuzz: no counterexample"
fi
