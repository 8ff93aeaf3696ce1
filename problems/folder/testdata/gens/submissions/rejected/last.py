# @EXPECTED_RESULTS@: WRONG_ANSWER
# Prints the last number: right on increasing inputs only.
input()
print(input().split()[-1])
