# label.py NAME: one number per character of NAME (its code point), so the
# test depends on the test's name ({name} in generators.yaml).
import sys

name = sys.argv[1]
print(len(name))
print(*(ord(c) for c in name))
