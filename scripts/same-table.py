#!/usr/bin/env python3
"""same-table.py A.json B.json: are two `carokit judge --format json`
tables the same, apart from what a clock measures?

Left out of the comparison: the times and memory (cpu_ms, wall_ms,
peak_kib, max_cpu_ms), the flag marking a run within 20% of the time limit
(sensitive), and the figures inside a detail such as "CPU 1.246 s > 1.2 s".
Everything else, verdicts, scores, expectations and the order of it all,
must be equal. Prints the difference (its first 60 lines) and exits 1 when
they are not."""
import difflib
import json
import re
import sys

MEASURED = {"cpu_ms", "wall_ms", "peak_kib", "max_cpu_ms", "sensitive"}
FIGURE = re.compile(r"\d+(\.\d+)? ?(ns|µs|us|ms|s|KiB|MiB|GiB|B)\b")


def strip(v):
    if isinstance(v, dict):
        return {k: FIGURE.sub("#", x) if k == "detail" else strip(x)
                for k, x in v.items() if k not in MEASURED}
    if isinstance(v, list):
        return [strip(x) for x in v]
    return v


def lines(path):
    with open(path, encoding="utf-8") as f:
        return json.dumps(strip(json.load(f)), indent=1).splitlines()


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: same-table.py A.json B.json")
    a, b = lines(sys.argv[1]), lines(sys.argv[2])
    if a != b:
        diff = difflib.unified_diff(a, b, sys.argv[1], sys.argv[2], lineterm="")
        sys.stderr.writelines(l + "\n" for l in list(diff)[:60])
        sys.exit("the merged table differs from the one process's")
    print("tables: the same (JSON byte for byte, apart from what a clock measures)")


main()
