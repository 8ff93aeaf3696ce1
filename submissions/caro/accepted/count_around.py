# Caro, reference solution in CPython: count around the new stone, O(K).
#
# Same idea as count_around.cpp: before move t nobody has won, so a new
# winning line must pass through the stone just placed; walk the mover's
# stones both ways along each of the 4 directions. The board is a flat
# bytearray with an empty 1-cell border (no bounds checks), the whole input
# is read and split at once into a compact array of ints (PyPy, which
# problemtools runs .py files with, stays under 256 MiB: a list of the
# words took it to 295 MB), and a run is measured by how far apart its two
# ends are rather than by counting stone by stone.
import sys
from array import array


def main():
    v = array("i", map(int, sys.stdin.buffer.read().split()))
    if len(v) < 2:
        return
    n, k = v[0], v[1]
    w = n + 2
    board = bytearray(w * w)
    cells = (r * w + c for r, c in zip(v[2:2 + 2 * k:2], v[3:3 + 2 * k:2]))
    steps = (1, w, w + 1, w - 1)  # → ↓ ↘ ↙
    t = 0
    for i in cells:
        t += 1
        p = 2 - (t & 1)  # X (1) plays odd moves, O (2) even ones
        board[i] = p
        for s in steps:
            # Most moves touch no stone of their colour: skip those fast.
            if board[i + s] != p and board[i - s] != p:
                continue
            a = i + s
            while board[a] == p:
                a += s
            b = i - s
            while board[b] == p:
                b -= s
            # a and b are the first cells past each end: the run holds
            # (a - b) / s - 1 stones.
            if a - b >= 6 * s:
                sys.stdout.write("%d\n" % t)
                return
    sys.stdout.write("0\n")


main()
