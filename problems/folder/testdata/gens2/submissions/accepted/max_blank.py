# The largest number, then a blank line: accepted by the default output
# validator (white space is not compared), but not the same bytes, so a
# test whose solution: it is shows whose answer the package holds.
input()
print(max(map(int, input().split())))
print()
