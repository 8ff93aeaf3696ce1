# spaced.py "A B C ..." LABEL: one argument holding the numbers, with
# spaces (shlex quoting in generators.yaml); LABEL is checked to have
# come through whole.
import sys

nums, label = sys.argv[1].split(), sys.argv[2]
if label not in ("#1", "it's", "a  b"):
    sys.exit(f"label {label!r} did not come through")
print(len(nums))
print(*nums)
