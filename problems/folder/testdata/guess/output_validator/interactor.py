# The interactor (Kattis protocol): interactor input answer feedback_dir.
# Reads the secret from the input file, answers "? x" with -1, 1 or 0,
# and accepts "! N" (exit 42); anything else is rejected (exit 43).
import sys

secret = int(open(sys.argv[1]).read())
feedback = sys.argv[3]


def reject(why):
    with open(feedback + "judgemessage.txt", "w") as f:
        f.write(why)
    sys.exit(43)


queries = 0
while True:
    line = sys.stdin.readline()
    if not line:
        reject("the submission ended without a guess")
    parts = line.split()
    if len(parts) != 2 or parts[0] not in ("?", "!") or not parts[1].lstrip("-").isdigit():
        reject("not a query: " + line.strip()[:40])
    x = int(parts[1])
    if parts[0] == "!":
        if x != secret:
            reject("guessed %d, the number was %d" % (x, secret))
        sys.exit(42)
    queries += 1
    if queries > 10**7:
        reject("more than 10^7 queries")
    print(-1 if secret < x else 1 if secret > x else 0, flush=True)
