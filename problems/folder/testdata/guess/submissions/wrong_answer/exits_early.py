# Asks once, then exits without a guess.
print("? 500000000", flush=True)
input()
