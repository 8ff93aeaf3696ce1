# Prints something that is not a query.
print("hello judge", flush=True)
input()
