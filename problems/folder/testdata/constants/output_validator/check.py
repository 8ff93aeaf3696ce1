#!/usr/bin/env python3
# Output validator: one integer within {{slack}} of the answer
# (problem.yaml's constant slack). Kattis protocol: input answer
# feedback_dir < output; exit 42 accepted, 43 wrong.
import sys

SLACK = {{slack}}
answer = int(open(sys.argv[2]).read())
try:
    got = int(sys.stdin.read())
except ValueError:
    open(sys.argv[3] + "/judgemessage.txt", "w").write("not one integer\n")
    sys.exit(43)
if abs(got - answer) > SLACK:
    open(sys.argv[3] + "/judgemessage.txt", "w").write(f"{got} is more than {SLACK} from {answer}\n")
    sys.exit(43)
sys.exit(42)
