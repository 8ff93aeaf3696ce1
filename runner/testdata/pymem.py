# Asks for 1 GiB at once: refused under the data limit (MLE by MemoryError).
block = bytearray(1 << 30)
print(len(block))
