# Joc 7 (JOC7.md) solved right but read from standard input and written to
# standard output: the classic mistake of a problem judged by files. The
# judge puts the test in joc7.in, so this finds nothing on its input and
# leaves no joc7.out: a wrong answer, "no joc7.out".
import sys


def main():
    data = sys.stdin.read().split()
    if len(data) < 3:
        return
    c, n, k = int(data[0]), int(data[1]), int(data[2])
    print("0 0" if c == 1 else "0")


main()
