# @EXPECTED_RESULTS@: WRONG_ANSWER
# Shouts the greeting: wrong because the validator is case sensitive. A
# folder outside the standard ones: its expectation is the line above.
print(f"HELLO, {input().strip().upper()}!")
