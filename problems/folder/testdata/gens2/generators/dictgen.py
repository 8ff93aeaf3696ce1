# dictgen.py N: the entry point of the generator "dict" (generators.yaml's
# generators: dictionary), which imports its other file.
import sys

from dictlib import countdown

n = int(sys.argv[1])
print(n)
print(*countdown(n))
