#!/usr/bin/env python3
"""same-table.py A.json B.json: are two `carokit judge --format json`
tables the same, apart from what a clock measures?

Left out of the comparison: the times and memory (cpu_ms, wall_ms,
peak_kib, max_cpu_ms), the flag marking a run within 20% of the time limit
(sensitive), the figures inside a detail such as "exit code 1 after 1.2 s",
and the whole detail of a TLE run: which of the CPU limit or the
wall-clock guard stopped it ("CPU 1.246 s > 1.2 s" or "stopped by the
wall-clock guard after ...") depends on the machine's load, not on the
program. Everything else, verdicts, scores, expectations, the detail of
any other verdict and the order of it all, must be equal. Prints the difference (its first 60 lines) and exits 1 when
they are not; exits 1 too, with one line FILE[:LINE:COL]: why, when a
file cannot be read, is larger than MAX_BYTES or is not JSON, and 2 on
wrong usage."""
import difflib
import json
import re
import sys

MEASURED = {"cpu_ms", "wall_ms", "peak_kib", "max_cpu_ms", "sensitive"}
FIGURE = re.compile(r"\d+(\.\d+)? ?(ns|µs|us|ms|s|KiB|MiB|GiB|B)\b")
MAX_BYTES = 1 << 30  # a table of 10⁴ submissions × 100 tests is about 200 MB


class BadTable(Exception):
    """A file that is not a table to compare: its one-line reason."""


def strip(v):
    if isinstance(v, dict):
        tle = v.get("verdict") == "TLE"
        return {k: FIGURE.sub("#", x) if k == "detail" else strip(x)
                for k, x in v.items()
                if k not in MEASURED and not (tle and k == "detail")}
    if isinstance(v, list):
        return [strip(x) for x in v]
    return v


def where(data, pos):
    """LINE:COL (1-based) of byte or character offset pos in data."""
    line = data.count(b"\n" if isinstance(data, bytes) else "\n", 0, pos) + 1
    start = data.rfind(b"\n" if isinstance(data, bytes) else "\n", 0, pos) + 1
    return f"{line}:{pos - start + 1}"


def lines(path):
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as e:
        raise BadTable(f"{path}: {e.strerror}") from None
    if len(data) > MAX_BYTES:
        raise BadTable(f"{path}: larger than {MAX_BYTES} bytes")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise BadTable(f"{path}:{where(data, e.start)}: not UTF-8") from None
    try:
        table = json.loads(text)
    except json.JSONDecodeError as e:
        raise BadTable(f"{path}:{e.lineno}:{e.colno}: not JSON: {e.msg}") from None
    return json.dumps(strip(table), indent=1).splitlines()


def main():
    if len(sys.argv) != 3:
        print("usage: same-table.py A.json B.json", file=sys.stderr)
        sys.exit(2)
    try:
        a, b = lines(sys.argv[1]), lines(sys.argv[2])
    except BadTable as e:
        sys.exit(f"same-table.py: {e}")
    if a != b:
        diff = difflib.unified_diff(a, b, sys.argv[1], sys.argv[2], lineterm="")
        sys.stderr.writelines(l + "\n" for l in list(diff)[:60])
        sys.exit(f"same-table.py: {sys.argv[1]} and {sys.argv[2]} differ (above, the first lines of the difference)")
    print("tables: the same (JSON byte for byte, apart from what a clock measures)")


main()
