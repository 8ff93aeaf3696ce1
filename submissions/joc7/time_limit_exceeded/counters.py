# Joc 7 (JOC7.md), the reference in Python: line counters, O(K*N^2), right
# but over 0.1 s on the large tests (the interpreter alone starts in
# tens of milliseconds). Reads joc7.in and writes joc7.out.
def main():
    with open("joc7.in") as f:
        data = f.read().split()
    c, n, k = int(data[0]), int(data[1]), int(data[2])
    pos = 3
    won = [0, 0, 0]
    best = 0
    lines = 2 * n + 6
    # The lines through each cell and their lengths, computed once.
    through = []
    for v in range(n * n):
        r, col = divmod(v, n)
        ids = [(r, n), (n + col, n)]
        d, s = col - r, r + col - (n - 1)
        if -1 <= d <= 1:
            ids.append((2 * n + (0 if d == 0 else 1 if d == 1 else 2), n if d == 0 else n - 1))
        if -1 <= s <= 1:
            ids.append((2 * n + (3 if s == 0 else 4 if s == -1 else 5), n if s == 0 else n - 1))
        through.append(ids)
    for i in range(k):
        cnt = [0] * (2 * lines)
        winner = 0
        for m in range(n * n):
            v = int(data[pos + m]) - 1
            p = 1 if (m % 2 == 0) == (i % 2 == 0) else 2
            for lid, length in through[v]:
                key = 2 * lid + p - 1
                cnt[key] += 1
                if cnt[key] == length:
                    winner = p
                    break
            if winner:
                best = max(best, m + 1)
                break
        pos += n * n
        won[winner] += 1
    with open("joc7.out", "w") as f:
        f.write(f"{won[1]} {won[2]}\n" if c == 1 else f"{best}\n")


main()
