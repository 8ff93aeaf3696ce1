#!/usr/bin/env bash
# stress-vs-shell.sh CAROKIT_BINARY [SHELL_CASES]
#
# Compares `carokit stress` with the way many setters stress today: a shell
# loop that runs a generator and two compiled C++ programs (the O(K) count
# around and the full-scan brute force, from submissions/caro) and diffs
# their answers. Prints the cases per second of each, measured in this run,
# and the ratios: built-in target and oracle in-process, and an external
# C++ target (compiled by carokit, run as a process per case) against the
# built-in brute force. The in-process stress runs 100 × SHELL_CASES cases
# (default 1000, so 100 000), the external one 2 × SHELL_CASES.
set -euo pipefail
if [[ $# -lt 1 || $# -gt 2 ]]; then
	echo "usage: $0 CAROKIT_BINARY [SHELL_CASES]" >&2
	exit 2
fi
carokit=$(realpath "$1")
shell_cases=${2:-1000}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The shell loop's generator: a random subtask-1 case from a seed.
cat > "$work/gen.cpp" <<'CPP'
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>
#include <algorithm>
int main(int argc, char** argv) {
    std::mt19937 rng(atoi(argv[1]));
    int n = 1 + rng() % 15;
    std::vector<std::pair<int,int>> cells;
    for (int r = 1; r <= n; r++) for (int c = 1; c <= n; c++) cells.push_back({r, c});
    std::shuffle(cells.begin(), cells.end(), rng);
    int k = 1 + rng() % (n * n);
    printf("%d %d\n", n, k);
    for (int i = 0; i < k; i++) printf("%d %d\n", cells[i].first, cells[i].second);
}
CPP
g++ -O2 -std=c++17 -o "$work/gen" "$work/gen.cpp"
g++ -O2 -std=c++17 -o "$work/fast" "$root/submissions/caro/accepted/count_around.cpp"
g++ -O2 -std=c++17 -o "$work/brute" "$root/submissions/caro/time_limit_exceeded/full_scan.cpp"

now() { date +%s%N; }
rate() { python3 -c "print(f'{$1 / (($3 - $2) / 1e9):.0f}')"; }

start=$(now)
for ((i = 0; i < shell_cases; i++)); do
	"$work/gen" "$i" > "$work/in"
	"$work/fast" < "$work/in" > "$work/a"
	"$work/brute" < "$work/in" > "$work/b"
	cmp -s "$work/a" "$work/b" || { echo "shell loop: difference on seed $i" >&2; exit 1; }
done
end=$(now)
shell_rate=$(rate "$shell_cases" "$start" "$end")

builtin_cases=$((shell_cases * 100)) # 100000 for the default 1000
start=$(now)
"$carokit" stress --target fast --oracle brute --seed 1 --cases "$builtin_cases" > /dev/null
end=$(now)
builtin_rate=$(rate "$builtin_cases" "$start" "$end")

external_cases=$((shell_cases * 2))
"$carokit" stress --target "$root/submissions/caro/accepted/count_around.cpp" --seed 1 --cases 1 > /dev/null # compile once
start=$(now)
"$carokit" stress --target "$root/submissions/caro/accepted/count_around.cpp" --oracle brute --seed 1 --cases "$external_cases" > /dev/null
end=$(now)
external_rate=$(rate "$external_cases" "$start" "$end")
# The same without the sandbox, for its cost per case.
start=$(now)
"$carokit" stress --target "$root/submissions/caro/accepted/count_around.cpp" --oracle brute --seed 1 --cases "$external_cases" --sandbox off > /dev/null
end=$(now)
unsandboxed_rate=$(rate "$external_cases" "$start" "$end")

echo "shell loop (generator + 2 C++ programs + cmp), $shell_cases cases: $shell_rate cases/s"
echo "carokit stress, built-in fast vs brute in-process, $builtin_cases cases: $builtin_rate cases/s ($(python3 -c "print(f'{$builtin_rate / $shell_rate:.0f}')")× the shell loop)"
echo "carokit stress, external count_around.cpp vs built-in brute, $external_cases cases: $external_rate cases/s ($(python3 -c "print(f'{$external_rate / $shell_rate:.1f}')")× the shell loop)"
echo "  the same with --sandbox off: $unsandboxed_rate cases/s; the sandbox costs $(python3 -c "print(f'{(1 / $external_rate - 1 / $unsandboxed_rate) * 2000:.1f}')") ms per case on 2 workers (wall time per case × 2)"
