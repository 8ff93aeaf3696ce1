# @EXPECTED_RESULTS@: WRONG_ANSWER
# Three decimals: right on every test whose average is a multiple of 1/1000
# or large enough for the relative tolerance, wrong on 1/7.
n = int(input())
print("%.3f" % (sum(map(int, input().split())) / n))
