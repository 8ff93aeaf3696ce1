# Takes --seed and ignores it: every test it makes is the same.
print("5 1")
print("3 3")
